import { useCallback, useState } from 'react';
import type { KeyedMutator } from 'swr';
import type { SaveConflict } from '@bible-admin/screens';
import type { UILocale } from '@bible-admin/ui';
import { errorMessage } from '../api/catalogue';
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

/** A failed save's words, or null for a version conflict: the form shows its conflict notice instead. */
export function saveFailure(error: unknown, locale: UILocale, fallback: string): string | null {
  return storedRecordOf(error) ? null : errorMessage(error, locale, fallback);
}

/**
 * One edit form's guard against lost updates. `run(save)` calls `save` with the version to send: the loaded
 * record's, or with `overwrite` the stored one a refusal reported (the admin chose to save over it). A refusal for
 * a stale version keeps that record as `theirs` (the form compares it and offers to load it) and is rethrown; a
 * save that went through clears it.
 */
export function useVersionedSave<R extends Versioned>(loaded: R | null | undefined) {
  const [theirs, setTheirs] = useState<R | null>(null);
  const run = useCallback(
    async <T>(save: (version: number | undefined) => Promise<T>, overwrite = false): Promise<T> => {
      try {
        const result = await save(overwrite && theirs ? theirs.version : loaded?.version);
        setTheirs(null);
        return result;
      } catch (error) {
        const stored = storedRecordOf<R>(error);
        if (stored) setTheirs(stored);
        throw error;
      }
    },
    [loaded, theirs],
  );
  /** The screen's `conflict`: theirs, Load theirs (`show` makes it the loaded record) and Overwrite. */
  const conflict = <S>(
    show: (record: R) => void,
    onOverwrite: (values: S) => void,
  ): SaveConflict<R, S> | null =>
    theirs && {
      theirs,
      onLoadTheirs: () => {
        show(theirs);
        setTheirs(null);
      },
      onOverwrite,
    };
  const clear = useCallback(() => setTheirs(null), []);
  return { theirs, run, conflict, clear };
}
