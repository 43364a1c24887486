/** One slot of the page row: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap';

/**
 * The page buttons to show: the first page, the pages around the current one and, when the total is
 * exact, the last page; skipped runs become one gap. With an unknown end (`lastKnown` false) the row
 * stops after the pages around the current one.
 *
 * pageItems(1, 20001) → [1, 2, 3, 4, 5, 'gap', 20001]; pageItems(7, 20001) → [1, 'gap', 6, 7, 8, 'gap', 20001].
 */
export function pageItems(page: number, pageCount: number, lastKnown = true, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  // Near either edge, the window widens so the row keeps the same number of buttons.
  const span = 2 * siblings + 3;
  let start = Math.max(current - siblings, 1);
  let end = Math.min(current + siblings, pageCount);
  if (current - siblings <= 3) {
    start = 1;
    end = Math.min(Math.max(end, span), pageCount);
  }
  if (lastKnown && current + siblings >= pageCount - 2) {
    end = pageCount;
    start = Math.max(Math.min(start, pageCount - span + 1), 1);
  }
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('gap');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (lastKnown && end < pageCount - 1) items.push('gap');
  if (lastKnown && end < pageCount) items.push(pageCount);
  if (!lastKnown && end < pageCount) items.push('gap');
  return items;
}
