import { useCallback, useState } from 'react';
import type { SaveState } from '@bible-admin/screens';
import { useUILocale } from '@bible-admin/ui';
import { saveFailure } from './versions';

/**
 * One form's save as its screen shows it (Settings and Profile have two forms each): `run` marks it saving, then
 * saved, or failed with the server's words (or `fallback`).
 */
export function useSaveState(fallback: string) {
  const locale = useUILocale();
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const run = useCallback(
    async (save: () => Promise<unknown>) => {
      setState({ status: 'saving' });
      try {
        await save();
        setState({ status: 'saved' });
      } catch (error) {
        // A version conflict has its own notice.
        const message = saveFailure(error, locale, fallback);
        setState(message === null ? { status: 'idle' } : { status: 'error', message });
      }
    },
    [fallback, locale],
  );
  return [state, run] as const;
}
