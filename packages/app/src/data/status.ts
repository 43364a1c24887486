import type { SWRResponse } from 'swr';
import { errorMessage } from '../api/catalogue';

/** What a screen needs from a read: its status, whether newer data is on its way, and the error words. */
export interface ReadView {
  status: 'loading' | 'error' | 'ready';
  /** Older data is shown while the next page or search loads. */
  busy: boolean;
  error: string | null;
  retry: () => void;
}

export function readView<T>(result: SWRResponse<T, unknown>, fallbackError?: string): ReadView {
  const { data, error, isLoading, mutate } = result;
  return {
    status: data !== undefined ? 'ready' : error ? 'error' : 'loading',
    busy: data !== undefined && isLoading,
    error: error ? errorMessage(error, fallbackError) : null,
    retry: () => void mutate(),
  };
}
