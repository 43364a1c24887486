import type { Format } from '@bible-admin/ui';

/**
 * 'Total Spent' as figures: one sum per currency the user paid in (dollars and shekels are never added
 * together). With no payment, zero in the currency of the history (`fallbackCurrency`).
 */
export function totalSpentFigures(
  format: Pick<Format, 'amount' | 'amountsByCurrency'>,
  spentByCurrency: readonly { currency: string; amount: number }[],
  fallbackCurrency = 'usd',
): string[] {
  if (!spentByCurrency.length) return [format.amount(0, fallbackCurrency)];
  return format.amountsByCurrency(Object.fromEntries(spentByCurrency.map((s) => [s.currency, s.amount])));
}
