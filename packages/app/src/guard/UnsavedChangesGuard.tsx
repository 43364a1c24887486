import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { ConfirmDialog, useMessages } from '@bible-admin/ui';
import { unsavedChangesMessages } from './messages';

export interface UnsavedChangesGuardProps {
  /** The page has changes nobody saved. */
  dirty: boolean;
  /**
   * True only while a successful save's own next step runs (leaving the page, closing the dialog): that
   * navigation passes, though the form still reports changes until it takes the saved values.
   */
  passing: { readonly current: boolean };
}

/**
 * Asks before leaving a page with unsaved changes: a navigation inside the app opens the product's own dialog
 * (Stay keeps the page and its values, Leave goes on), a reload or a closed tab gets the browser's own question.
 * A router keeps one blocker, so a page renders one of these (its edit controller's `guard`).
 */
export function UnsavedChangesGuard({ dirty, passing }: UnsavedChangesGuardProps) {
  const words = useMessages(unsavedChangesMessages);
  // Read when a navigation starts, not when the page last rendered: the blocker function of the last render may
  // predate the change.
  const guarding = useRef(dirty);
  useLayoutEffect(() => {
    guarding.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      guarding.current &&
      !passing.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [passing],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
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
}
