import { useCallback, type KeyboardEvent } from 'react';
import { useDirection, type Direction } from '../direction';

/** Which arrows move: along a row (toolbar), down a column (menu) or both (radio group, rating). */
export type ArrowOrientation = 'horizontal' | 'vertical' | 'both';

export interface ArrowNavigationOptions {
  orientation: ArrowOrientation;
  /** The items, inside the element that gets the handler; disabled ones are skipped. */
  itemSelector: string;
  /** ArrowUp goes forward (a rating grows upwards, like a slider); by default ArrowDown does. */
  upIsForward?: boolean;
  /** Past the last item back to the first, and the other way (default); otherwise stop at the ends. */
  wrap?: boolean;
  /** What reaching an item does; by default it takes the focus. */
  onNavigate?: (item: HTMLElement, index: number) => void;
}

export interface NextIndexInput {
  key: string;
  /** The item the key was pressed on. */
  current: number;
  count: number;
  direction: Direction;
  orientation: ArrowOrientation;
  upIsForward?: boolean;
  wrap?: boolean;
}

/** Steps each key takes, +1 forward, -1 back. Left and right follow the reading direction. */
function stepOf(key: string, { direction, orientation, upIsForward }: NextIndexInput): number | undefined {
  const horizontal = orientation !== 'vertical';
  const vertical = orientation !== 'horizontal';
  const rtl = direction === 'rtl';
  const up = upIsForward ? 1 : -1;
  const steps: Record<string, number | false> = {
    ArrowRight: horizontal && (rtl ? -1 : 1),
    ArrowLeft: horizontal && (rtl ? 1 : -1),
    ArrowDown: vertical && -up,
    ArrowUp: vertical && up,
  };
  const step = steps[key];
  return step === false ? undefined : step;
}

/** The item a key leads to, or undefined when the key does not move (or has nowhere to go). */
export function nextIndex(input: NextIndexInput): number | undefined {
  const { key, current, count, wrap = true } = input;
  if (count === 0) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = stepOf(key, input);
  if (step === undefined || current < 0) return undefined;
  const next = current + step;
  if (wrap) return (next + count) % count;
  return next < 0 || next >= count ? undefined : next;
}

const isEnabled = (item: HTMLElement) =>
  !item.matches(':disabled') && item.getAttribute('aria-disabled') !== 'true';

/**
 * Arrow-key navigation among a group's items (roving focus), the one place that knows which arrow means
 * "next" in right-to-left. Put the returned handler on the group's element; keys it uses are prevented.
 */
export function useArrowNavigation({
  orientation,
  itemSelector,
  upIsForward = false,
  wrap = true,
  onNavigate,
}: ArrowNavigationOptions) {
  const { direction } = useDirection();
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(itemSelector)).filter(
        isEnabled,
      );
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(itemSelector) : null;
      const current = target ? items.indexOf(target) : -1;
      // Keys pressed elsewhere inside the group (a field in a toolbar) are left alone.
      if (current < 0) return;
      const to = nextIndex({
        key: event.key,
        current,
        count: items.length,
        direction,
        orientation,
        upIsForward,
        wrap,
      });
      if (to === undefined) return;
      event.preventDefault();
      const item = items[to]!;
      if (onNavigate) onNavigate(item, to);
      else item.focus();
    },
    [direction, orientation, itemSelector, upIsForward, wrap, onNavigate],
  );
}
