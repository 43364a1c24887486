import { useCallback, useState } from 'react';
import type { SaveState } from '@bible-admin/screens';
import { useUILocale } from '@bible-admin/ui';
import { errorMessage } from '../api/catalogue';

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
        setState({ status: 'error', message: errorMessage(error, locale, fallback) });
      }
    },
    [fallback, locale],
  );
  return [state, run] as const;
}
