/** How much of a text before its first difference an excerpt keeps, so the change is read in its context. */
const LEAD = 30;

/** Where two texts first differ (their common length when one starts the other). */
export function firstDifference(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  let index = 0;
  while (index < shorter && a[index] === b[index]) index += 1;
  return index;
}

/**
 * `max` characters of `text` around `at` (the first difference from the text it is compared with), with an
 * ellipsis on each side it cuts; a text no longer than `max` whole.
 */
export function excerptAt(text: string, at: number, max: number): string {
  if (text.length <= max) return text;
  const start = Math.max(0, Math.min(at - LEAD, text.length - max));
  const end = start + max;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
