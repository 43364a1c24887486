import type { ListQuery, PageMeta } from '@bible-admin/contract';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { after, type Cursor } from '../db/keyset';
import { newId, nowIso, toNumber } from '../db/portable';
import type { Database, TransactionsTable } from '../db/schema';
import { fromMinor } from '../domain/money';
import type { PageIds } from '../search/searched';
import { ownText, payerText, payerTransactionMatches, searchTransactions } from '../search/transactions';
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
) => `${t.payment_method} ${t.status} ${t.currency} ${fromMinor(t.amount_minor).toFixed(2)}`.toLowerCase();

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
 * Newest first; `search` as `searchTransactions` takes it. Totals: without a search from the counters;
 * with one, exact up to the dialect's cap, beyond that capped.
 */
export async function listTransactions(db: Kysely<Database>, { search, page, limit }: ListQuery) {
  if (search) return searchTransactions(db, search, { page, limit }, (ids) => transactionsWithIds(db, ids));
  const { all, rows } = await unsearchedPage(
    db,
    'transactions',
    [],
    { offset: (page - 1) * limit, limit },
    (ids) => transactionsWithIds(db, ids),
  );
  return { rows, meta: { total: all.get('transactions') ?? 0, page, limit } };
}

/** What an export shows of a transaction. */
export type ExportedTransaction = Pick<
  TransactionWithUser,
  | 'id'
  | 'user_id'
  | 'user_name'
  | 'user_email'
  | 'amount_minor'
  | 'currency'
  | 'status'
  | 'payment_method'
  | 'created_at'
>;

/** The transactions `filter` holds after `cursor` in list order (an export's batch): the columns it shows. */
export function transactionsAfter(
  db: Kysely<Database>,
  filter: Expression<SqlBool> | null,
  cursor: Cursor | null,
  limit: number,
): Promise<ExportedTransaction[]> {
  return newestFirst(
    db
      .selectFrom('transactions')
      .leftJoin('users', 'users.id', 'transactions.user_id')
      .select([
        'transactions.id',
        'transactions.user_id',
        'transactions.amount_minor',
        'transactions.currency',
        'transactions.status',
        'transactions.payment_method',
        'transactions.created_at',
        'users.name as user_name',
        'users.email as user_email',
      ])
      .$if(filter !== null, (query) => query.where(filter!))
      .$if(cursor !== null, (query) => query.where(after('transactions', cursor!))),
  )
    .limit(limit)
    .execute();
}

/** The rows of a page of ids, in list order, with their payers. */
function transactionsWithIds(db: Kysely<Database>, ids: PageIds): Promise<TransactionWithUser[]> {
  return newestFirst(withUser(db).where('transactions.id', 'in', ids)).execute();
}

/**
 * One payer's transactions, newest first, a page at a time (a payer may have thousands); `search` as
 * `payerTransactionMatches` takes it, tested on the payer's rows along `transactions_user_created_id` (in
 * order, no sort).
 */
export async function userTransactionsPage(
  db: Kysely<Database>,
  userId: string,
  { search, page, limit }: ListQuery,
): Promise<{ rows: TransactionWithUser[]; meta: PageMeta }> {
  const matching = (eb: ExpressionBuilder<Database, 'transactions'>) =>
    eb.and([
      eb('transactions.user_id', '=', userId),
      ...(search ? [payerTransactionMatches(db, eb, search)] : []),
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

/** A transaction with its payer and the name of the plan it paid for (null once that plan is deleted). */
export type TransactionWithPlan = TransactionWithUser & { plan_name: string | null };

export function recentTransactions(db: Kysely<Database>, limit: number): Promise<TransactionWithPlan[]> {
  return newestFirst(withUser(db))
    .leftJoin('plans', 'plans.id', 'transactions.plan_id')
    .select('plans.name as plan_name')
    .limit(limit)
    .execute();
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
