import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's own box is narrower than `width` (a CSS length in px, e.g. a breakpoint token):
 * a component then lays itself out for a phone, wherever it sits (beside a sidebar, inside a dialog).
 */
export function useNarrowerThan(ref: RefObject<HTMLElement | null>, width: string | undefined): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    const limit = width ? Number.parseFloat(width) : Number.NaN;
    if (!element || Number.isNaN(limit)) return;
    const measure = () => {
      const { width: now } = element.getBoundingClientRect();
      // Zero is a box not laid out yet (or hidden): no width to judge by.
      if (now > 0) setNarrow(now < limit);
    };
    measure();
    // Without ResizeObserver (old test environments) the first measure stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrow;
}
