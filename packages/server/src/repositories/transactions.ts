import type { ListQuery, PageMeta } from '@bible-admin/contract';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
} from 'kysely';
import { cappedMeta, pageIds, totalCap } from '../db/paginate';
import {
  contains,
  dialectOf,
  holds,
  newId,
  nowIso,
  searchMatches,
  textBefore,
  textSearch,
  toNumber,
} from '../db/portable';
import type { Database, TransactionsTable } from '../db/schema';
import { unsearchedPage } from './unsearchedPage';

export type TransactionRow = Selectable<TransactionsTable>;
/** A transaction with its payer's details; the user columns are null once the account is deleted. */
export type TransactionWithUser = TransactionRow & {
  user_name: string | null;
  user_email: string | null;
  user_pic: string | null;
};

export type NewTransaction = Omit<
  TransactionRow,
  'id' | 'search' | 'created_at' | 'updated_at' | 'provider_ref'
> & {
  provider_ref?: string | null;
  created_at?: string;
};

/** A transaction's own search text: amount as shown (two decimals) so searching "9.99" finds it. */
export const transactionSearchText = (
  t: Pick<TransactionRow, 'payment_method' | 'status' | 'currency' | 'amount_minor'>,
) => `${t.payment_method} ${t.status} ${t.currency} ${(t.amount_minor / 100).toFixed(2)}`.toLowerCase();

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
const payerText = (userId: Expression<string | null>) =>
  sql<string>`coalesce((select ${PAYER_TEXT} || users.search from users
    where users.id = ${userId} and users.role = 'user'), '')`;

/** The own part of the search text in the row (what precedes the payer's). */
const ownText = (db: Kysely<Database>) =>
  textBefore(dialectOf(db), sql.ref('transactions.search'), PAYER_TEXT);

function withUser(db: Kysely<Database>) {
  return db
    .selectFrom('transactions')
    .leftJoin('users', 'users.id', 'transactions.user_id')
    .selectAll('transactions')
    .select(['users.name as user_name', 'users.email as user_email', 'users.profile_pic as user_pic']);
}

export async function insertTransaction(
  db: Kysely<Database>,
  transaction: NewTransaction,
): Promise<TransactionRow> {
  const now = nowIso();
  const row = {
    id: newId(),
    provider_ref: null,
    ...transaction,
    created_at: transaction.created_at ?? now,
    updated_at: now,
  };
  // The payer's text read in the insert itself: a rename committed in between cannot be missed.
  const { search } = await db
    .insertInto('transactions')
    .values({
      ...row,
      search: sql`${transactionSearchText(transaction)} || ${payerText(sql.val(transaction.user_id))}`,
    })
    .returning('search')
    .executeTakeFirstOrThrow();
  return { ...row, search };
}

/** After a payer's rename: their transactions' search text takes their new one. */
export async function refreshPayerText(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('transactions')
    .set({ search: sql`${ownText(db)} || ${payerText(sql.ref('transactions.user_id'))}` })
    .where('user_id', '=', userId)
    .execute();
}

/** A payer's account deleted: their transactions stay for accounting, detached from the person and their name. */
export async function detachPayer(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('transactions')
    .set({ user_id: null, search: ownText(db), updated_at: nowIso() })
    .where('user_id', '=', userId)
    .execute();
}

/** Newest first, the id breaking ties: the order `transactions_created_id` holds. */
function newestFirst<O>(query: SelectQueryBuilder<Database, 'transactions' | 'users', O>) {
  return query.orderBy('transactions.created_at', 'desc').orderBy('transactions.id', 'desc');
}

/**
 * Up to this many matches are read and sorted; more, and the date index is walked. SQLite: the rows are
 * found by their rowids (read once from the search index); PostgreSQL sorts up to its count's cap.
 */
export const FEW_MATCHES = 5000;

/**
 * Newest first; search matches payment method, status, currency, amount, payer name or e-mail, all in the
 * row's own search text (`withPayerText`), so one index serves it as for users. Totals: without a search
 * from the counters; with one, exact up to the dialect's cap, beyond that capped. The plan is picked by
 * the number of matches: a few are sorted, many found by walking the date index.
 */
export async function listTransactions(db: Kysely<Database>, { search, page, limit }: ListQuery) {
  const offset = (page - 1) * limit;
  if (!search) {
    const { all, rows } = await unsearchedPage(db, 'transactions', [], { offset, limit }, (ids) =>
      transactionsWithIds(db, ids),
    );
    return { rows, meta: { total: all.get('transactions') ?? 0, page, limit } };
  }
  const term = search.toLowerCase();
  const dialect = dialectOf(db);
  const cap = totalCap(dialect);
  const bounds = { limit, offset };
  const text = await textSearch(db, 'transactions', term, cap + 1, bounds);
  // PostgreSQL, a rare term: its matches were fetched whole, the page sorted from them, the total exact.
  if (text.ids) {
    const rows = text.ids.length ? await transactionsWithIds(db, text.ids) : [];
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
  return { rows: await transactionsWithIds(db, ids), meta: cappedMeta(text.count, cap, page, limit) };
}

/** The rows of a page of ids, in list order, with their payers. */
function transactionsWithIds(
  db: Kysely<Database>,
  ids: ReturnType<typeof pageIds> | readonly string[],
): Promise<TransactionWithUser[]> {
  return newestFirst(withUser(db).where('transactions.id', 'in', ids)).execute();
}

/**
 * One payer's transactions, newest first, a page at a time (a payer may have thousands). Search matches
 * what a row shows: payment method, status, currency, amount, or the transaction id; the payer's own rows
 * are few enough to test one by one along `transactions_user_created_id` (in order, no sort).
 */
export async function userTransactionsPage(
  db: Kysely<Database>,
  userId: string,
  { search, page, limit }: ListQuery,
): Promise<{ rows: TransactionWithUser[]; meta: PageMeta }> {
  const term = search?.toLowerCase();
  const matching = (eb: ExpressionBuilder<Database, 'transactions'>) =>
    eb.and([
      eb('transactions.user_id', '=', userId),
      ...(term
        ? [
            eb.or([
              // Its own text: the payer's, the same on each of their rows, would match them all.
              holds(ownText(db), term),
              contains(eb.ref('transactions.id'), term),
            ]),
          ]
        : []),
    ]);
  // Counted without the payer's columns: joined, the count looked the payer up for each of 5,000 rows.
  const [rows, count] = await Promise.all([
    newestFirst(withUser(db).where(matching))
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where(matching)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, meta: { total: toNumber(count.total), page, limit } };
}

/** What a payer's succeeded payments add up to, per currency (minor units): from `transactions_user_spent` alone. */
export async function spentByCurrency(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('transactions')
    .select(['currency', (eb) => eb.fn.sum<number | string>('amount_minor').as('minor')])
    .where('user_id', '=', userId)
    .where('status', '=', 'succeeded')
    .groupBy('currency')
    .orderBy('currency')
    .execute();
  return rows.map((row) => ({ currency: row.currency, minor: toNumber(row.minor) }));
}

export function recentTransactions(db: Kysely<Database>, limit: number): Promise<TransactionWithUser[]> {
  return newestFirst(withUser(db)).limit(limit).execute();
}

export function findTransactionByRef(db: Kysely<Database>, reference: string) {
  return db.selectFrom('transactions').selectAll().where('provider_ref', '=', reference).executeTakeFirst();
}

export async function updateTransaction(
  db: Kysely<Database>,
  current: TransactionRow,
  changes: Partial<
    Pick<TransactionRow, 'status' | 'amount_minor' | 'currency' | 'payment_method' | 'user_id' | 'plan_id'>
  >,
): Promise<void> {
  const next = { ...current, ...changes };
  await db
    .updateTable('transactions')
    .set({
      ...changes,
      search: sql`${transactionSearchText(next)} || ${payerText(sql.val(next.user_id))}`,
      updated_at: nowIso(),
    })
    .where('id', '=', current.id)
    .execute();
}
