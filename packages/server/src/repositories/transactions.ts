import type { ListQuery, PageMeta } from '@bible-admin/contract';
import {
  expressionBuilder,
  sql,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
} from 'kysely';
import { cappedMeta, countUpToCap, pageIds, sortedPage, totalCap } from '../db/paginate';
import {
  contains,
  dialectOf,
  endUserIdsMatching,
  fewEndUserIds,
  firstSqliteMatches,
  holds,
  newId,
  nowIso,
  searchMatches,
  textMatches,
  toNumber,
} from '../db/portable';
import type { Database, TransactionsTable } from '../db/schema';
import { unsearchedPage } from './unsearchedPage';
import { FEW_MATCHES } from './users';

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

/** Amount as shown (two decimals) so searching "9.99" finds it. */
export const transactionSearchText = (
  t: Pick<TransactionRow, 'payment_method' | 'status' | 'currency' | 'amount_minor'>,
) => `${t.payment_method} ${t.status} ${t.currency} ${(t.amount_minor / 100).toFixed(2)}`.toLowerCase();

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
  const row: TransactionRow = {
    id: newId(),
    provider_ref: null,
    ...transaction,
    search: transactionSearchText(transaction),
    created_at: transaction.created_at ?? now,
    updated_at: now,
  };
  await db.insertInto('transactions').values(row).execute();
  return row;
}

/** Newest first, the id breaking ties: the order `transactions_created_id` holds. */
function newestFirst<O>(query: SelectQueryBuilder<Database, 'transactions' | 'users', O>) {
  return query.orderBy('transactions.created_at', 'desc').orderBy('transactions.id', 'desc');
}

/** Payers matching a search looked up one by one (their transactions through `transactions_user_created_id`). */
export const FEW_PAYERS = 2000;

/**
 * With more payers than that, their transactions are counted this far at most (then "more than"): each
 * payer counted is a row read (10,000 transactions of a common surname's payers: ~45 ms on SQLite).
 */
export const MANY_PAYERS_COUNTED = 1000;

/**
 * Newest first; search matches payment method, status, currency, amount, payer name or e-mail. Totals:
 * without a search from the counters; with one, exact up to the dialect's cap, beyond that capped. The plan is
 * picked by the number of matches, as for users.
 */
export async function listTransactions(db: Kysely<Database>, { search, page, limit }: ListQuery) {
  const eb = expressionBuilder<Database, 'transactions'>();
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
  const fewPayers = Math.min(FEW_PAYERS, cap);
  const [{ count: own, rowids }, payerIds] = await Promise.all([
    textMatches(db, 'transactions', term, cap + 1),
    fewEndUserIds(db, term, fewPayers),
  ]);
  const few = own <= Math.min(FEW_MATCHES, cap) && payerIds !== undefined;
  // A few payers go in as a list of ids, so each side of the OR is an index lookup (PostgreSQL cannot
  // combine an index with a subquery's), or a walk checks each entry against the list. Many are tested
  // on each entry the walk meets, through its payer's row: collecting them all first read a row per payer
  // (41,000 for a common surname: 160 ms), where the walk to a page met ~1,000 entries.
  const matching = (indexed: boolean) =>
    eb.or([
      // Up to the cap the rowids are every match (SQLite), and only then is the index used.
      searchMatches(dialect, 'transactions', term, { indexed, rowids: indexed ? rowids : undefined }),
      ...(payerIds === undefined
        ? [payerHolds(eb, term)]
        : payerIds.length
          ? [eb('transactions.user_id', 'in', payerIds)]
          : []),
    ]);
  const bounds = { limit, offset };
  if (few) {
    // Read once: the page sorted from the matches, and their number.
    const { ids, count } = await sortedPage(db, 'transactions', [matching(true)], bounds);
    return {
      rows: ids.length ? await transactionsWithIds(db, ids) : [],
      meta: { total: count, page, limit },
    };
  }
  const [rows, { count, counted }] = await Promise.all([
    transactionsWithIds(db, pageIds(db, 'transactions', [matching(false)], bounds, 'walk')),
    own > cap
      ? { count: cap + 1, counted: cap }
      : payerIds
        ? countUpToCap(db, db.selectFrom('transactions').where(matching(true)), cap).then((n) => ({
            count: n,
            counted: cap,
          }))
        : countWithManyPayers(db, term, own, cap),
  ]);
  return { rows, meta: cappedMeta(count, counted, page, limit) };
}

/** "The payer, an end user, has `term` in their search text", tested on the payer's row. */
function payerHolds(eb: ExpressionBuilder<Database, 'transactions'>, term: string) {
  const payer = eb
    .selectFrom('users')
    .select('users.search')
    .whereRef('users.id', '=', 'transactions.user_id')
    .where('users.role', '=', 'user');
  // A scalar subquery, run for each entry met: as a join, PostgreSQL would collect every matching payer.
  return holds(payer, term);
}

/**
 * A search's total when many payers match: the `own` matches (exact, at most the cap), plus the payers'
 * transactions found from the payers (through an index by payer), less those counted twice; `counted`:
 * how far it counted (past it, the total is "more than" that). Many payers need not mean many
 * transactions: 1,200 matching payers of 6,000 had paid 572 times.
 */
async function countWithManyPayers(db: Kysely<Database>, term: string, own: number, cap: number) {
  const payers = await payersTransactions(db, term);
  if (payers > MANY_PAYERS_COUNTED) return { count: payers, counted: MANY_PAYERS_COUNTED };
  // Those also matching on their own text, counted in `own` already.
  const both = await countUpToCap(
    db,
    paidByPayers(db, term).where(searchMatches(dialectOf(db), 'transactions', term, { indexed: false })),
    MANY_PAYERS_COUNTED,
  );
  return { count: own + payers - both, counted: cap };
}

/** The transactions of the end users whose search text holds `term`, found from the payers. */
const paidByPayers = (db: Kysely<Database>, term: string) =>
  endUserIdsMatching(db, term).innerJoin('transactions', 'transactions.user_id', 'users.id');

/** PostgreSQL: the newest end users walked for a first count of the payers' transactions. */
const WALKED_PAYERS = 50_000;

/**
 * Many payers: their transactions, up to `MANY_PAYERS_COUNTED` + 1. First those of a first batch of payers
 * (PostgreSQL: the matching among the newest end users, walked on the order's index alone; SQLite: the
 * first `MANY_PAYERS_COUNTED` + 1 the search index finds), each looked up by payer: a common surname's
 * payers pass the bound there (~10 ms), where all 41,000 were listed first (~35 ms). Only short of it are
 * all the payers read through the index.
 */
async function payersTransactions(db: Kysely<Database>, term: string): Promise<number> {
  const enough = MANY_PAYERS_COUNTED + 1;
  const first =
    dialectOf(db) === 'postgres'
      ? sql`(select id, search from users where role = 'user'
          order by created_at desc, id desc limit ${WALKED_PAYERS}) users
        cross join lateral (select 1 from transactions where transactions.user_id = users.id limit ${enough}) paid
        where ${holds(sql.ref('users.search'), term)}`
      : sql`users join transactions on transactions.user_id = users.id
        where users.rowid in (${firstSqliteMatches('users', term, enough)})`;
  const found = paidByPayers(db, term)
    .select(sql`1`.as('one'))
    .limit(enough);
  // One statement: the count through the index runs only when the first falls short (PostgreSQL: an init
  // plan; SQLite: a subquery in a CASE branch). Materialized: the first count computed once, not copied.
  const { rows } = await sql<{ n: unknown }>`with walked as materialized (select (select count(*) from
      (select 1 from ${first} limit ${enough}) counted) as n)
    select case when walked.n > ${MANY_PAYERS_COUNTED} then walked.n
      else (select count(*) from (${found}) found) end as n from walked`.execute(db);
  return toNumber(rows[0]?.n);
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
  const dialect = dialectOf(db);
  const term = search?.toLowerCase();
  const matching = (eb: ExpressionBuilder<Database, 'transactions'>) =>
    eb.and([
      eb('transactions.user_id', '=', userId),
      ...(term
        ? [
            eb.or([
              searchMatches(dialect, 'transactions', term, { indexed: false }),
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
    .set({ ...changes, search: transactionSearchText(next), updated_at: nowIso() })
    .where('id', '=', current.id)
    .execute();
}
