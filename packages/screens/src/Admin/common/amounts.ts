import { formatAmount } from '@bible-admin/ui';

/** Amounts keyed by currency code ('usd': 120.5), as the API's revenue_by_currency. */
export type AmountsByCurrency = Readonly<Record<string, number>>;

/**
 * One figure per currency, ordered by code, each in its own currency: amounts of different currencies
 * are never added together. { usd: 120.5, ils: 9.9 } → ['9.90 ILS', '120.50 USD'] (symbols per formatAmount).
 */
export function figuresByCurrency(amounts: AmountsByCurrency): string[] {
  return Object.entries(amounts)
    .map(([code, amount]) => [code.toUpperCase(), amount] as const)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, amount]) => formatAmount(amount, code));
}

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
