import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useFormState } from 'react-final-form';

/** A form's `onDirtyChange` prop: told each time the form gains or loses changes its owner has not saved. */
export type DirtyChange = (dirty: boolean) => void;

/**
 * Inside a react-final-form `Form`: reports whether the form differs from its initial values, so the app can guard
 * navigation away from unsaved changes. Reported after render (never while the owner renders), once per flip, and
 * as clean when the form goes away (a closed dialog leaves nothing unsaved).
 */
export function DirtySpy({ onDirtyChange }: { onDirtyChange?: DirtyChange }) {
  const { dirty } = useFormState({ subscription: { dirty: true } });
  // The owner's callback may be a new function on every render; only the flag's flips are news.
  const report = useLatest(onDirtyChange);
  useEffect(() => {
    report.current?.(Boolean(dirty));
  }, [dirty, report]);
  useEffect(() => () => report.current?.(false), [report]);
  return null;
}

/**
 * For a screen with several forms (Settings, Profile): one reporter per form, one answer for the owner, dirty while
 * any form is.
 */
export function useAnyDirty(onDirtyChange?: DirtyChange): (part: string) => DirtyChange {
  const parts = useRef(new Map<string, boolean>());
  const last = useRef(false);
  const report = useLatest(onDirtyChange);
  return useCallback(
    (part: string) => (dirty: boolean) => {
      parts.current.set(part, dirty);
      const any = [...parts.current.values()].some(Boolean);
      if (any !== last.current) {
        last.current = any;
        report.current?.(any);
      }
    },
    [report],
  );
}

/** The owner's latest callback, for effects that must not re-run when the owner passes a new function. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
