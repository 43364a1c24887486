/**
 * Deep pages of a list in `created_at desc` order without skipping every newer index entry: the rows per
 * month of `created_at` (counters of migration 012) say which month holds the page's first row, and the
 * walk starts there (`created_at < before`), skipping only that month's newer rows.
 */

/** Offsets below this are skipped in the index directly (a few thousand entries cost nothing). */
export const DEEP_OFFSET = 5000;

/** Rows older than `before` ('YYYY-MM', null: from the newest), after skipping `skip` of them. */
export interface PageStart {
  before: string | null;
  skip: number;
}

/** The month after 'YYYY-MM', as 'YYYY-MM': every `created_at` of month `m` sorts before it. */
function monthAfter(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** Where the page at `offset` starts, from the rows per month ({ '2026-03': 27810, … }). */
export function pageStart(rowsPerMonth: Record<string, number>, offset: number): PageStart {
  if (offset < DEEP_OFFSET) return { before: null, skip: offset };
  const months = Object.keys(rowsPerMonth).sort().reverse();
  let newer = 0;
  for (const month of months) {
    const rows = rowsPerMonth[month]!;
    if (newer + rows > offset) return { before: monthAfter(month), skip: offset - newer };
    newer += rows;
  }
  // Past the last row: an empty page, found at once (nothing is older than the oldest month).
  const oldest = months.at(-1);
  return oldest ? { before: oldest, skip: 0 } : { before: null, skip: offset };
}

/**
 * Reads the page at `offset` from where it starts. The first pages start at the newest row: their walk
 * runs at once (beside the caller's read of the counters); a deep page waits for the rows per month.
 */
export function readPage<R>(
  offset: number,
  rowsPerMonth: () => Promise<Record<string, number>>,
  read: (start: PageStart) => Promise<R>,
): Promise<R> {
  return offset < DEEP_OFFSET
    ? read({ before: null, skip: offset })
    : rowsPerMonth().then((months) => read(pageStart(months, offset)));
}
