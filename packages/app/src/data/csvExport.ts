import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExportState } from '@bible-admin/screens';
import { useUILocale } from '@bible-admin/ui';
import { errorMessage } from '../api/catalogue';
import { downloadExport, type ExportLinkCall } from '../api/download';

const IDLE: ExportState = { status: 'idle' };

/**
 * A list's Export (its `exportLink` call): asks for a link to the list's current `search`, every page, and
 * hands it to the browser, which downloads the file and shows its progress; the page only says it is
 * preparing, then that the download started, or why it failed. Leaving the page drops a link not yet asked.
 * What a list screen takes: `exportState`, `onExport`.
 */
export function useCsvExport(spec: ExportLinkCall, search: string) {
  const locale = useUILocale();
  const [exportState, setExportState] = useState<ExportState>(IDLE);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const onExport = useCallback(async () => {
    running.current?.abort();
    const abort = new AbortController();
    running.current = abort;
    setExportState({ status: 'preparing' });
    try {
      await downloadExport(spec, search, abort.signal);
      setExportState({ status: 'started' });
    } catch (error) {
      if (abort.signal.aborted) return;
      setExportState({ status: 'failed', error: errorMessage(error, locale) });
    } finally {
      if (running.current === abort) running.current = null;
    }
  }, [spec, search, locale]);

  return { exportState, onExport };
}
