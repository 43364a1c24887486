import type { UILocale } from '@bible-admin/ui';
import { isApiError } from '../errors';
import { codeWords } from './codes';
import { failureWords } from './failures';

export { failureWords };

/*
 * The words the app itself says (the screens keep their own copy), per language, English in the spec's exact
 * words, one module per area so that a page downloads only its own: here the words for a failed call, which every
 * area says (the spec's catalogue in `failures.ts`, the server's refusals by code in `codes.ts`); `admin.ts` the
 * admin's flows (toasts and failures); `account.ts` the account-deletion page's. The admin pages' titles are in
 * `routes/admin/adminMeta.ts`.
 */

/** A refusal's words in `locale` by its code, when the app has them for that language (English: the server's). */
export function refusalWords(error: unknown, locale: UILocale): string | null {
  if (!isApiError(error) || !error.code) return null;
  return codeWords[locale]?.[error.code as keyof (typeof codeWords)['he']] ?? null;
}

/**
 * The words for a failed call in `locale`: the catalogue's for an unreachable or slow server, otherwise the
 * refusal's words by its code, otherwise what the server said (its detail, then its headline), otherwise
 * `fallback`.
 */
export function errorMessage(
  error: unknown,
  locale: UILocale,
  fallback: string = failureWords[locale].unexpected,
): string {
  if (!isApiError(error)) return fallback;
  if (error.kind === 'network') return failureWords[locale].unreachable;
  if (error.kind === 'timeout') return failureWords[locale].timeout;
  return refusalWords(error, locale) ?? (error.detail || error.serverMessage || fallback);
}

/** The server's headline for a failed call (`message`, or its code's words in `locale`), else `fallback`: toasts. */
export function serverMessageOr(error: unknown, fallback: string, locale: UILocale): string {
  return refusalWords(error, locale) ?? ((isApiError(error) && error.serverMessage) || fallback);
}
