import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExportState } from '@bible-admin/screens';
import { useUILocale } from '@bible-admin/ui';
import { errorMessage } from '../api/catalogue';
import { downloadCsv, saveFile } from '../api/download';
import type { CallEndpoint } from '@bible-admin/contract/plain';

const IDLE: ExportState = { status: 'idle', rows: 0 };

/**
 * A list's Export (its `download` call): downloads the list's current `search`, every page, counting the
 * rows as they arrive, then saves the file; Cancel (or leaving the page) aborts it, and the server stops.
 * What a list screen takes: `exportState`, `onExport`, `onCancelExport`.
 */
export function useCsvExport(spec: CallEndpoint, search: string) {
  const locale = useUILocale();
  const [exportState, setExportState] = useState<ExportState>(IDLE);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const onExport = useCallback(async () => {
    running.current?.abort();
    const abort = new AbortController();
    running.current = abort;
    let rows = 0;
    setExportState({ status: 'running', rows });
    try {
      const file = await downloadCsv(spec, search ? { search } : {}, {
        signal: abort.signal,
        onRows: (count) => {
          rows = count;
          setExportState({ status: 'running', rows });
        },
      });
      saveFile(file);
      setExportState(IDLE);
    } catch (error) {
      if (abort.signal.aborted) return;
      setExportState({ status: 'failed', rows, error: errorMessage(error, locale) });
    } finally {
      if (running.current === abort) running.current = null;
    }
  }, [spec, search, locale]);

  const onCancelExport = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setExportState(IDLE);
  }, []);

  return { exportState, onExport, onCancelExport };
}
