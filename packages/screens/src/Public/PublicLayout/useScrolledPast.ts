import { useEffect, useState } from 'react';

/** Whether the window has scrolled more than `threshold` px (the home navigation turns solid past 60). */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, enabled]);
  return enabled && past;
}
