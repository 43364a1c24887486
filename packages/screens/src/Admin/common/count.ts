const counts = new Intl.NumberFormat('en-US');

/** A count with thousands separators (1000040 → '1,000,040'); nothing for a missing count. */
export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : counts.format(value);
}
