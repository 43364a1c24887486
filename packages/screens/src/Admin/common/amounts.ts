/**
 * Sums amounts per currency (codes compared case-insensitively, kept lower-case). Added in cents, so
 * 9.99 + 10 is 19.99 and not 19.990000000000002.
 */
export function sumByCurrency(
  items: readonly { amount: number; currency: string }[],
): Record<string, number> {
  const cents: Record<string, number> = {};
  for (const { amount, currency } of items) {
    const code = currency.trim().toLowerCase();
    cents[code] = (cents[code] ?? 0) + Math.round(amount * 100);
  }
  return Object.fromEntries(Object.entries(cents).map(([code, total]) => [code, total / 100]));
}
