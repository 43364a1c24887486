import { useCallback, useEffect, useLayoutEffect, useRef, type ReactElement } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { ConfirmDialog, useMessages } from '@bible-admin/ui';
import { unsavedChangesMessages } from './messages';

export interface UnsavedChangesGuard {
  /** The 'Leave this page?' dialog: render it anywhere in the page. */
  dialog: ReactElement;
  /**
   * Lets the next navigation through without asking: call it after a successful save and before navigating away
   * (the form still reports changes until it takes the saved values).
   */
  release: () => void;
}

/**
 * Asks before leaving a page with unsaved changes: a navigation inside the app opens the product's own dialog
 * (Stay keeps the page and its values, Leave goes on), a reload or a closed tab gets the browser's own question.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const words = useMessages(unsavedChangesMessages);
  // Read when a navigation starts, not when the page last rendered: a save followed at once by a navigation
  // must pass, and the blocker function of the last render may predate the release.
  const guarding = useRef(dirty);
  const released = useRef(false);
  useLayoutEffect(() => {
    guarding.current = dirty;
    // A clean form starts over: its next changes are guarded again.
    if (!dirty) released.current = false;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      guarding.current &&
      !released.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const release = useCallback(() => {
    released.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={words.title}
      message={words.message}
      labels={{ confirm: words.leave, cancel: words.stay }}
      variant="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
  return { dialog, release };
}
