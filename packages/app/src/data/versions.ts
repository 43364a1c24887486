import type { KeyedMutator } from 'swr';
import type { ConflictSaved } from '@bible-admin/screens';
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

/** Who saved the stored version and when, as a stale save's refusal said it, else null. */
export function storedSaveOf(error: unknown): ConflictSaved | null {
  if (!isApiError(error)) return null;
  const saved = error.saved as Partial<ConflictSaved> | null | undefined;
  return typeof saved?.at === 'string' ? { by: saved.by ?? null, at: saved.at } : null;
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
