import type { KeyedMutator } from 'swr';
import { isApiError } from '../api/errors';

/** A record the server versions (issue 24): an edit form sends its `version` back with the save. */
export interface Versioned {
  version: number;
}

/** The record as stored that a save's refusal for a stale version (409 version_conflict) carried, else null. */
export function storedRecordOf<R extends Versioned>(error: unknown): R | null {
  if (!isApiError(error) || error.code !== 'version_conflict') return null;
  const data = error.data as Partial<R> | null | undefined;
  return typeof data?.version === 'number' ? (data as R) : null;
}

/**
 * Makes `record` the loaded record of a read (under `key` of its reply) without reading again: Load theirs, with
 * the stored record a conflict reported.
 */
export function replaceLoaded<T extends object, K extends keyof T>(
  mutate: KeyedMutator<T>,
  key: K,
  record: T[K],
) {
  void mutate((reply) => reply && { ...reply, [key]: record }, { revalidate: false });
}
