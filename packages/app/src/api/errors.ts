import type { FieldError } from '@bible-admin/contract';

/**
 * Why a call failed: the server could not be reached, it did not answer in time, it answered with an
 * error status, or its reply was not the JSON the contract promises.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid';

/**
 * A failed call. Its `message` is for developers (logs); the words a screen shows come from `kind`, `code` and the
 * server's own words in the page's language (`errorMessage` in ./catalogue), so the public pages' calls carry no
 * table of words.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP status, for `http` errors. */
  readonly status: number | null;
  /** The server's own headline and explanation, when it sent them. */
  readonly serverMessage: string | null;
  readonly detail: string | null;
  /** What the server refused, as a stable identifier (the contract's `errorCodes`), when it said. */
  readonly code: string | null;
  readonly fieldErrors: readonly FieldError[];
  /** What the refusal carried besides its words: a version conflict's record as stored. */
  readonly data: unknown;
  /** A 409 version_conflict's `saved`: who saved the stored version and when. */
  readonly saved: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    extra: {
      status?: number | null;
      serverMessage?: string | null;
      detail?: string | null;
      code?: string | null;
      fieldErrors?: readonly FieldError[];
      data?: unknown;
      saved?: unknown;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = extra.status ?? null;
    this.serverMessage = extra.serverMessage ?? null;
    this.detail = extra.detail ?? null;
    this.code = extra.code ?? null;
    this.fieldErrors = extra.fieldErrors ?? [];
    this.data = extra.data;
    this.saved = extra.saved;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
