import { useLayoutEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements Tab reaches inside `container`, in order (hidden, inert and tabindex="-1" ones left out). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/** Active traps, innermost last: only the innermost one (a confirmation over a modal) handles Tab. */
const traps: HTMLElement[] = [];

// On the document rather than the container, so Tab also comes back in when focus was lost to the body
// (e.g. the focused button became disabled while busy).
function onKeyDown(event: KeyboardEvent) {
  const container = traps[traps.length - 1];
  if (event.key !== 'Tab' || !container) return;
  const items = focusableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  const current = document.activeElement;
  const inside = current !== container && current !== null && container.contains(current);
  let next: HTMLElement | undefined;
  if (!first || !last) next = container;
  else if (!inside) next = event.shiftKey ? last : first;
  else if (event.shiftKey && current === first) next = last;
  else if (!event.shiftKey && current === last) next = first;
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

/**
 * While `active`: focus moves into `ref` (to `initialFocus`, else the first focusable element, else the
 * container itself, which needs tabIndex={-1}), Tab and Shift+Tab cycle inside it, and when it ends
 * focus goes back to the element that had it before (the opener).
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  // A layout effect: focus is inside (and later back on the opener) in the same commit that shows (or removes)
  // the dialog, so nothing can type into the page behind it in between.
  useLayoutEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? focusableIn(container)[0] ?? container).focus();
    if (traps.length === 0) document.addEventListener('keydown', onKeyDown);
    traps.push(container);
    return () => {
      traps.splice(traps.indexOf(container), 1);
      if (traps.length === 0) document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, active, initialFocus]);
}
