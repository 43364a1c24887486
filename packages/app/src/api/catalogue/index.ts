import { ApiError, isApiError } from '../errors';

/**
 * The words the app itself says (the screens keep their own copy), in the spec's exact English, one module
 * per area so that a page downloads only its own: here the spec's error catalogue (section 8) for a failed
 * call, which every area says; `admin.ts` the admin's flows (toasts and failures); `account.ts` the
 * account-deletion page's. The admin pages' titles are in `routes/admin/adminMeta.ts`.
 */
export const catalogue = {
  unreachable: 'Server unreachable. Please try again later.',
  timeout: 'The server took too long to answer. Please try again.',
  unexpected: 'Something went wrong. Please try again.',
} as const;

/**
 * The words for a failed call: the catalogue's for an unreachable or slow server, otherwise what the
 * server said (its detail, then its headline), otherwise `fallback`.
 */
export function errorMessage(error: unknown, fallback: string = catalogue.unexpected): string {
  if (!isApiError(error)) return fallback;
  if (error.kind === 'network') return catalogue.unreachable;
  if (error.kind === 'timeout') return catalogue.timeout;
  return error.detail || error.serverMessage || fallback;
}

/** The server's headline for a failed call (`message`), else `fallback`: the toasts' wording. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}
