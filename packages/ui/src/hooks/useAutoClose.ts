import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Calls `onExpire` after `ms` (never when `ms` is null). The countdown pauses while the pointer is over the
 * element or focus is inside it, and starts again in full after, so nobody loses a message they are reading.
 * Spread the returned handlers on the element.
 */
export function useAutoClose(ms: number | null, onExpire: () => void) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const expire = useEffectEvent(onExpire);
  const paused = hovered || focused;
  useEffect(() => {
    if (ms === null || paused) return;
    const timer = setTimeout(expire, ms);
    return () => clearTimeout(timer);
  }, [ms, paused]);
  return {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
}
