import { sql, type Expression, type ExpressionBuilder, type Kysely } from 'kysely';
import { cappedMeta, pageIds, totalCap } from '../db/paginate';
import { contains, dialectOf, holds, textBefore } from '../db/portable';
import type { Database } from '../db/schema';
import type { ListSearch } from './searched';
import { searchMatches, textSearch } from './strategy';

/**
 * Between a transaction's own search text and its payer's: no term typed in the search box spans it.
 * The payer's text (an end user's `users.search`: name and e-mail) is kept in the transaction's, so one
 * index finds a transaction by either: testing each payer's row instead cost a common surname 50–75 ms
 * a page on PostgreSQL (41,000 payers), against a walk of one index. A rename or a deletion rewrites it.
 */
const PAYER_TEXT = '\n';

/** The search text of a transaction paid by an end user whose search text is `payer`. */
export const withPayerText = (own: string, payer: string) => `${own}${PAYER_TEXT}${payer}`;

/** In SQL: the payer's part of the search text, separator first; '' without an end user of that id. */
export const payerText = (userId: Expression<string | null>) =>
  sql<string>`coalesce((select ${PAYER_TEXT} || users.search from users
    where users.id = ${userId} and users.role = 'user'), '')`;

/** The own part of the search text in the row (what precedes the payer's). */
export const ownText = (db: Kysely<Database>) =>
  textBefore(dialectOf(db), sql.ref('transactions.search'), PAYER_TEXT);

/**
 * Up to this many matches are read and sorted; more, and the date index is walked. SQLite: the rows are
 * found by their rowids (read once from the search index); PostgreSQL sorts up to its count's cap.
 */
const FEW_MATCHES = 5000;

/**
 * The transactions list's search: payment method, status, currency, amount, payer name or e-mail, all in
 * the row's own search text (`withPayerText`), so one index serves it as for users; a page of rows read by
 * `rowsOf` (ids in list order). Totals exact up to the dialect's cap, beyond that capped. The plan is
 * picked by the number of matches: a few are sorted, many found by walking the date index.
 */
export const searchTransactions: ListSearch = async (db, search, { page, limit }, rowsOf) => {
  const term = search.toLowerCase();
  const dialect = dialectOf(db);
  const cap = totalCap(dialect);
  const bounds = { limit, offset: (page - 1) * limit };
  const text = await textSearch(db, 'transactions', term, cap + 1, bounds);
  // PostgreSQL, a rare term: its matches were fetched whole, the page sorted from them, the total exact.
  if (text.ids) {
    const rows = text.ids.length ? await rowsOf(text.ids) : [];
    return { rows, meta: { total: text.count, page, limit } };
  }
  const { rowids } = text;
  // Up to the cap the rowids are every match (SQLite), and only then is the index used.
  const matching = (indexed: boolean, walked = false) =>
    searchMatches(dialect, 'transactions', term, { indexed, walked, rowids: indexed ? rowids : undefined });
  const sorted = text.count <= Math.min(FEW_MATCHES, cap);
  const ids = sorted
    ? pageIds(db, 'transactions', [matching(true)], bounds, 'sort')
    : pageIds(db, 'transactions', [matching(text.count <= cap, true)], bounds, 'walk');
  return { rows: await rowsOf(ids), meta: cappedMeta(text.count, cap, page, limit) };
};

/**
 * One payer's transactions list's search: what a row shows (payment method, status, currency, amount) or
 * the transaction id. Its own text only: the payer's, the same on each of their rows, would match them
 * all. The payer's rows are few enough to test one by one along `transactions_user_created_id`.
 */
export function payerTransactionMatches(
  db: Kysely<Database>,
  eb: ExpressionBuilder<Database, 'transactions'>,
  search: string,
) {
  const term = search.toLowerCase();
  return eb.or([holds(ownText(db), term), contains(eb.ref('transactions.id'), term)]);
}

/**
 * The condition an export of the transactions list tests on each row as it walks the list's order (keyset
 * batches, `exportBatches`): the list search's own, tested row by row, payer's text included.
 */
export const transactionExportMatches = (db: Kysely<Database>, search: string) =>
  searchMatches(dialectOf(db), 'transactions', search.toLowerCase(), { indexed: false });
