import type { Format } from '@bible-admin/ui';

/**
 * 'Total Spent' as figures: the server's total in the one currency the user paid in, or, when the
 * succeeded payments span several currencies, one sum per currency (the server's single number would add
 * dollars to shekels). With no payment, zero in the currency of the history (`fallbackCurrency`).
 */
export function totalSpentFigures(
  format: Pick<Format, 'amount' | 'amountsByCurrency'>,
  spentByCurrency: readonly { currency: string; amount: number }[],
  totalSpent: number,
  fallbackCurrency = 'usd',
): string[] {
  if (spentByCurrency.length > 1) {
    return format.amountsByCurrency(Object.fromEntries(spentByCurrency.map((s) => [s.currency, s.amount])));
  }
  return [format.amount(totalSpent, spentByCurrency[0]?.currency ?? fallbackCurrency)];
}
