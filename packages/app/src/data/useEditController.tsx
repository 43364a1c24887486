import { useRef, useState, type ReactElement } from 'react';
import type { ConflictSaved, SaveConflict, SaveState } from '@bible-admin/screens';
import { useToast, useUILocale } from '@bible-admin/ui';
import { errorMessage } from '../api/catalogue';
import { UnsavedChangesGuard } from '../guard/UnsavedChangesGuard';
import { storedRecordOf, storedSaveOf, type Versioned } from './versions';

export interface EditOptions<S, R extends Versioned> {
  /** The record the form loaded: its `version` goes with each save. None for a new record. */
  record?: R | null;
  /** Sends the values with the version to save over, then re-reads what the save changed. */
  send: (values: S, version: number | undefined) => Promise<unknown>;
  /** A refusal's words when the catalogue has none for its code. */
  failed: string;
  /** A toast after a save. */
  done?: string;
  /** After a save, let past the unsaved-changes guard: the page's next step (leave it, close the dialog). */
  then?: (values: S) => void;
  /** Load theirs: the record as stored becomes the loaded one. */
  loadTheirs?: (record: R) => void;
  /** False for a page's second form, whose changes the first one's guard covers: it makes no guard of its own. */
  guarded?: boolean;
}

export interface SaveOptions {
  /** Save over the version a conflict reported (the admin chose Overwrite). */
  overwrite?: boolean;
}

export interface EditController<S, R> {
  /** For a screen that shows the outcome itself (Settings, Profile). */
  state: SaveState;
  /** The save runs, or went through and its `then` is taking the page away. */
  saving: boolean;
  /** The refusal's words, kept until the next save; null for a conflict (it has its notice). */
  error: string | null;
  /** The screen's `conflict`: theirs, Load theirs and Overwrite. */
  conflict: SaveConflict<R, S> | null;
  save: (values: S, options?: SaveOptions) => Promise<void>;
  /** The screen's `onSubmit`. */
  submit: (values: S) => void;
  /** The screen's `onDirtyChange` (a page with several forms gives it one controller's: the screen says any). */
  onDirtyChange: (dirty: boolean) => void;
  /** The page's unsaved-changes guard: render it once (one controller's, when the page has several); null unguarded. */
  guard: ReactElement | null;
  /** Forget the last outcome and conflict (a dialog opened again). */
  reset: () => void;
}

/**
 * One form's save, in the spirit of react-admin's `useEditController`: sends the values with the loaded record's
 * version; on a refusal shows its words (the catalogue's for its code, in the admin's language) and keeps the
 * form's values; on a stale version (409 version_conflict) keeps the stored record as theirs, whose version an
 * overwrite then sends; on success toasts `done` and runs `then` past the unsaved-changes guard, which holds
 * again as soon as it has run.
 */
export function useEditController<S, R extends Versioned = Versioned>(
  options: EditOptions<S, R>,
): EditController<S, R> {
  const { record, send, failed, done, then, loadTheirs, guarded = true } = options;
  const locale = useUILocale();
  const toast = useToast();
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const [theirs, setTheirs] = useState<R | null>(null);
  const [saved, setSaved] = useState<ConflictSaved | null>(null);
  const [dirty, setDirty] = useState(false);
  const passing = useRef(false);

  // A new function each render, like the options it reads.
  const save = async (values: S, { overwrite = false }: SaveOptions = {}) => {
    setState({ status: 'saving' });
    try {
      await send(values, overwrite && theirs ? theirs.version : record?.version);
    } catch (error) {
      const stored = storedRecordOf<R>(error);
      if (stored) {
        setTheirs(stored);
        setSaved(storedSaveOf(error));
      }
      setState(
        stored ? { status: 'idle' } : { status: 'error', message: errorMessage(error, locale, failed) },
      );
      return;
    }
    setTheirs(null);
    setState({ status: 'saved' });
    if (done) toast.success(done);
    passing.current = true;
    try {
      then?.(values);
    } finally {
      passing.current = false;
    }
  };

  const reset = () => {
    setState({ status: 'idle' });
    setTheirs(null);
  };

  return {
    state,
    saving: state.status === 'saving' || (state.status === 'saved' && then !== undefined),
    error: state.status === 'error' ? state.message : null,
    conflict: theirs && {
      theirs,
      saved,
      onLoadTheirs: () => {
        loadTheirs?.(theirs);
        setTheirs(null);
      },
      onOverwrite: (values: S) => void save(values, { overwrite: true }),
    },
    save,
    submit: (values: S) => void save(values),
    onDirtyChange: setDirty,
    guard: guarded ? <UnsavedChangesGuard dirty={dirty} passing={passing} /> : null,
    reset,
  };
}
