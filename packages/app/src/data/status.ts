import type { SWRResponse } from 'swr';
import { useUILocale } from '@bible-admin/ui';
import { errorMessage } from '../api/catalogue';
import { adminWords, type AdminWords } from '../api/catalogue/admin';

/** What a screen needs from a read: its status, whether newer data is on its way, and the error words. */
export interface ReadView {
  status: 'loading' | 'error' | 'ready';
  /** Older data is shown while the next page or search loads. */
  busy: boolean;
  error: string | null;
  retry: () => void;
}

/** A read as its screen shows it, a failure in the page's language (`fallback` picks the admin's words for it). */
export function useReadView<T>(
  result: SWRResponse<T, unknown>,
  fallback?: (words: AdminWords) => string,
): ReadView {
  const locale = useUILocale();
  const { data, error, isLoading, mutate } = result;
  return {
    status: data !== undefined ? 'ready' : error ? 'error' : 'loading',
    busy: data !== undefined && isLoading,
    error: error ? errorMessage(error, locale, fallback?.(adminWords[locale])) : null,
    retry: () => void mutate(),
  };
}
