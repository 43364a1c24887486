import type { ListQuery } from '@bible-admin/contract';
import type { Kysely, Selectable } from 'kysely';
import { paginate } from '../db/paginate';
import { contains, newId, nowIso } from '../db/portable';
import type { Database, TransactionsTable } from '../db/schema';

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

/** Newest first; search matches payment method, status, currency, amount, payer name or e-mail. */
export function listTransactions(db: Kysely<Database>, { search, page, limit }: ListQuery) {
  let query = withUser(db);
  if (search) {
    query = query.where((eb) =>
      eb.or([contains(eb.ref('transactions.search'), search), contains(eb.ref('users.search'), search)]),
    );
  }
  return paginate(query.orderBy('transactions.created_at', 'desc').orderBy('transactions.id'), {
    page,
    limit,
  });
}

export function transactionsOfUser(db: Kysely<Database>, userId: string): Promise<TransactionWithUser[]> {
  return withUser(db)
    .where('transactions.user_id', '=', userId)
    .orderBy('transactions.created_at', 'desc')
    .execute();
}

export function recentTransactions(db: Kysely<Database>, limit: number): Promise<TransactionWithUser[]> {
  return withUser(db).orderBy('transactions.created_at', 'desc').limit(limit).execute();
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
