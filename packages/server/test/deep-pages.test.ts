import { sql } from 'kysely';
import { beforeAll, describe, expect, test } from 'vitest';
import { DEEP_OFFSET, pageStart } from '../src/db/deepPage';
import { seedScale } from '../src/demo/scale';
import { countersOf, readCounters } from '../src/repositories/counters';
import { listTransactions } from '../src/repositories/transactions';
import { deleteUser, listEndUsers } from '../src/repositories/users';
import { planOf } from './helpers/queryPlans';
import { sharedTestApp } from './helpers/testApp';

// Deep pages start at the month holding their first row (counters of migration 012): on 6,000 generated
// users and transactions, pages past DEEP_OFFSET must equal a plain offset walk of the list's order.
const t = sharedTestApp({ admin: true });
const LIMIT = 100;

beforeAll(async () => {
  await seedScale(t.db, { users: 6000, transactions: 6000, seed: 5 });
  if (t.dialect === 'postgres') await sql`analyze`.execute(t.db);
});

/** The rows per month of `created_at`, counted from the table itself. */
async function monthsCounted(table: 'users' | 'transactions'): Promise<Record<string, number>> {
  const { rows } = await sql<{ month: string; n: unknown }>`select substr(created_at, 1, 7) as month,
    count(*) as n from ${sql.table(table)} ${table === 'users' ? sql`where role = 'user'` : sql``}
    group by substr(created_at, 1, 7)`.execute(t.db);
  return Object.fromEntries(rows.map((row) => [row.month, Number(row.n)]));
}

const monthsKept = async (table: 'users' | 'transactions') =>
  countersOf(await readCounters(t.db), `${table}.month`);

/** Ids of the page at `offset` by a plain walk of the list's order. */
async function plainPage(table: 'users' | 'transactions', offset: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select id from ${sql.table(table)}
    ${table === 'users' ? sql`where role = 'user'` : sql``}
    order by created_at desc, id desc limit ${LIMIT} offset ${offset}`.execute(t.db);
  return rows.map((row) => row.id);
}

describe('rows per month', () => {
  test('the counters match the tables after seeding, sign-up, deletion and a changed date', async () => {
    expect(await monthsKept('users')).toEqual(await monthsCounted('users'));
    expect(await monthsKept('transactions')).toEqual(await monthsCounted('transactions'));

    const { user } = await t.createEndUser({ name: 'Month Mover', email: 'month.mover@example.com' });
    const payer = await t.db.selectFrom('transactions').select('user_id').limit(1).executeTakeFirstOrThrow();
    await t.db
      .updateTable('transactions')
      .set({ created_at: '2019-02-03T04:05:06.000Z' })
      .where('user_id', '=', payer.user_id)
      .execute();
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
    await t.db.updateTable('users').set({ role: 'user' }).where('id', '=', user.id).execute();
    await deleteUser(t.db, payer.user_id!);
    expect(await monthsKept('users')).toEqual(await monthsCounted('users'));
    expect(await monthsKept('transactions')).toEqual(await monthsCounted('transactions'));
  });
});

describe('deep pages', () => {
  const lastPage = (total: number) => Math.ceil(total / LIMIT);

  test('users pages past DEEP_OFFSET equal the plain offset walk, to the last and past it', async () => {
    const total = Object.values(await monthsCounted('users')).reduce((a, b) => a + b);
    const first = DEEP_OFFSET / LIMIT + 1;
    for (const page of [first, first + 3, lastPage(total), lastPage(total) + 1]) {
      const { rows, meta } = await listEndUsers(t.db, { page, limit: LIMIT });
      expect(rows.map((row) => row.id)).toEqual(await plainPage('users', (page - 1) * LIMIT));
      expect(meta.total).toBe(total);
    }
  });

  test('transactions pages past DEEP_OFFSET equal the plain offset walk', async () => {
    const total = Object.values(await monthsCounted('transactions')).reduce((a, b) => a + b);
    for (const page of [DEEP_OFFSET / LIMIT + 2, lastPage(total)]) {
      const { rows } = await listTransactions(t.db, { page, limit: LIMIT });
      expect(rows.map((row) => row.id)).toEqual(await plainPage('transactions', (page - 1) * LIMIT));
    }
  });

  test('the page start skips whole months and only the newer rows of its own', () => {
    const months = { '2026-01': 10, '2025-12': 20, '2025-11': 30 };
    expect(pageStart(months, 12)).toEqual({ before: null, skip: 12 });
    const deep = { '2026-01': DEEP_OFFSET, '2025-12': 20, '2025-11': 30 };
    expect(pageStart(deep, DEEP_OFFSET + 5)).toEqual({ before: '2026-01', skip: 5 });
    expect(pageStart(deep, DEEP_OFFSET + 25)).toEqual({ before: '2025-12', skip: 5 });
    expect(pageStart(deep, DEEP_OFFSET + 50)).toEqual({ before: '2025-11', skip: 0 });
  });

  test('a deep page walks the order index from its month, without sorting', async () => {
    const forbidden = ['seqscan', 'sort', 'bitmapscan'];
    const users = await planOf(
      t.db,
      (db) => listEndUsers(db, { page: DEEP_OFFSET / LIMIT + 2, limit: LIMIT }),
      /users_role_created_id/,
      forbidden,
    );
    expect(users).toMatch(/users_role_created_id/);
    const transactions = await planOf(
      t.db,
      (db) => listTransactions(db, { page: DEEP_OFFSET / LIMIT + 2, limit: LIMIT }),
      /transactions_created_id/,
      forbidden,
    );
    expect(transactions).toMatch(/transactions_created_id/);
    if (t.dialect === 'sqlite') {
      expect(users).toMatch(/created_at<\?/);
      expect(users).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    } else {
      expect(users).toMatch(/Index Cond: .*created_at < /);
    }
  });
});
