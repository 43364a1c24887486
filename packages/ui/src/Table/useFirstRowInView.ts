import { useRef, useState } from 'react';

/**
 * Which row is at the top of a scroll container whose rows all have `rowHeight`: attach the refs to the container
 * and to the table's body, and `onScroll` to the container.
 */
export function useFirstRowInView(rowHeight: number) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [first, setFirst] = useState(0);
  const onScroll = () => {
    const scroller = scrollerRef.current;
    const body = bodyRef.current;
    if (!scroller || !body) return;
    // How far the body (caption and header excluded) has scrolled above the container's top edge.
    const scrolledPast = scroller.getBoundingClientRect().top - body.getBoundingClientRect().top;
    setFirst(Math.floor(Math.max(scrolledPast, 0) / rowHeight));
  };
  return { scrollerRef, bodyRef, first, onScroll };
}
