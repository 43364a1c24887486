import { useEffect, useState, type RefObject } from 'react';

// One pixel of slack: fractional sizes never quite meet at the bottom.
const hasMoreBelow = (element: HTMLElement) =>
  element.scrollTop + element.clientHeight < element.scrollHeight - 1;

/**
 * Whether the scrolling element inside `container` (found by `selector`) has content below its fold: true
 * while there is more to scroll down to. `update` re-measures after the content changed.
 */
export function useScrollCue(container: RefObject<HTMLElement | null>, selector: string, enabled: boolean) {
  const [more, setMore] = useState(false);
  const find = () => container.current?.querySelector<HTMLElement>(selector) ?? null;
  const update = () => {
    const element = find();
    setMore(enabled && element !== null && hasMoreBelow(element));
  };

  useEffect(() => {
    const element = container.current?.querySelector<HTMLElement>(selector);
    if (!element || !enabled) return;
    const measure = () => setMore(hasMoreBelow(element));
    // Measured after layout, and again once the web fonts (which change the content's height) have loaded.
    let active = true;
    requestAnimationFrame(() => active && measure());
    void document.fonts?.ready.then(() => active && measure());
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      active = false;
      element.removeEventListener('scroll', measure);
    };
  }, [container, selector, enabled]);

  return { more, update };
}
