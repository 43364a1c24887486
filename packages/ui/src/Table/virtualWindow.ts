export interface VirtualWindowInput {
  /** Index of the first row in view. */
  first: number;
  /** How many rows fit in the viewport. */
  viewportRows: number;
  total: number;
  /** Extra rows rendered before and after the viewport, so a fast scroll does not show blank space. */
  overscan: number;
  /** Fixed height of every row, in px. */
  rowHeight: number;
}

export interface VirtualWindow {
  /** Index of the first rendered row. */
  start: number;
  /** Index after the last rendered row. */
  end: number;
  /** Heights of the spacers standing in for the rows before `start` and after `end`, in px. */
  before: number;
  after: number;
}

/** The slice of rows to render for a scroll position. */
export function virtualWindow({
  first,
  viewportRows,
  total,
  overscan,
  rowHeight,
}: VirtualWindowInput): VirtualWindow {
  const clamp = (n: number) => Math.min(Math.max(n, 0), total);
  // Past the end (the rows shrank under a scrolled table), keep a full window of the last rows.
  const start = clamp(Math.min(first, total - viewportRows) - overscan);
  const end = clamp(first + viewportRows + overscan);
  return { start, end, before: start * rowHeight, after: (total - end) * rowHeight };
}
