import type { Transaction } from '@bible-admin/contract';
import { formatAmount, formatDate } from '@bible-admin/ui';

/** What a row shows, as text a search can match: id, date, method, amount with currency, status. */
function searchableText(t: Transaction): string {
  return [
    t._id,
    formatDate(t.created_at),
    t.payment_method,
    formatAmount(t.amount, t.currency),
    t.currency,
    t.status,
  ]
    .join(' ')
    .toLowerCase();
}

/**
 * The rows whose shown text contains every word of the query (case-insensitive, in any order);
 * all rows for a blank query.
 */
export function filterTransactions(
  transactions: readonly Transaction[],
  query: string,
): readonly Transaction[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return transactions;
  return transactions.filter((t) => {
    const text = searchableText(t);
    return words.every((word) => text.includes(word));
  });
}
