import type { Transaction } from '@bible-admin/contract';
import { formatAmount } from '@bible-admin/ui';
import { figuresByCurrency, sumByCurrency } from '../common/amounts';

/**
 * 'Total Spent' as figures: the server's total in the one currency the user paid in, or, when the
 * succeeded payments span several currencies, one sum per currency (the server's single number would add
 * dollars to shekels).
 */
export function totalSpentFigures(transactions: readonly Transaction[], totalSpent: number): string[] {
  const paid = transactions.filter((t) => t.status.toLowerCase() === 'succeeded');
  const sums = sumByCurrency(paid);
  const currencies = Object.keys(sums);
  if (currencies.length > 1) return figuresByCurrency(sums);
  return [formatAmount(totalSpent, currencies[0] ?? transactions[0]?.currency ?? 'usd')];
}
