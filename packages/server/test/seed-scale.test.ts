import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { countersOf, readCounters } from '../src/repositories/counters';
import { mergedSearch015 } from '../src/db/migrations/015_merged_search';
import { NotEmptyError, seedScale } from '../src/demo/scale';
import { sharedTestApp } from './helpers/testApp';

const t = sharedTestApp({ reset: true });

test('seed-scale writes users and transactions shaped like real ones, counted', async () => {
  await seedScale(t.db, { users: 300, transactions: 1000 });
  const users = await t.db.selectFrom('users').selectAll().where('role', '=', 'user').execute();
  const transactions = await t.db.selectFrom('transactions').selectAll().execute();
  expect(users).toHaveLength(300);
  expect(transactions).toHaveLength(1000);
  expect(new Set(users.map((user) => user.device))).toEqual(
    new Set(['ios', 'android', 'ipad', 'tablet', 'web']),
  );
  expect(new Set(users.map((user) => user.status))).toEqual(new Set(['Active', 'Pending', 'Inactive']));
  expect(users.some((user) => /[\u05d0-\u05ea]/.test(user.name))).toBe(true);
  expect(users.some((user) => /^[A-Za-z ]+$/.test(user.name))).toBe(true);
  expect(new Set(transactions.map((row) => row.currency))).toEqual(new Set(['usd', 'ils']));
  // Dates over three years; a few payers with many transactions.
  const times = users.map((user) => Date.parse(user.created_at));
  expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(2.5 * 365 * 24 * 3600 * 1000);
  const perUser = new Map<string, number>();
  for (const row of transactions) perUser.set(row.user_id!, (perUser.get(row.user_id!) ?? 0) + 1);
  expect(Math.max(...perUser.values())).toBeGreaterThanOrEqual(5);
  // The counters triggers kept them in step with the bulk inserts.
  expect(Object.values(countersOf(await readCounters(t.db), 'users.device')).reduce((a, b) => a + b)).toBe(
    300,
  );
});

test('refuses a database with end users or transactions unless told to add', async () => {
  await seedScale(t.db, { users: 10, transactions: 5 });
  await expect(seedScale(t.db, { users: 10, transactions: 0 })).rejects.toThrow(NotEmptyError);
  await seedScale(t.db, { users: 10, transactions: 5, add: true, now: Date.now() + 1 });
  const count = await t.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('role', '=', 'user')
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(20);
});

/** How many segments a SQLite FTS5 search index is in. */
async function segments(table: string): Promise<number | undefined> {
  const { rows } = await sql<{ segments: number }>`select count(distinct segid) as segments
    from ${sql.table(`${table}_search_idx`)}`.execute(t.db);
  return rows[0]?.segments;
}

test.skipIf(process.env.TEST_DATABASE_URL)(
  'leaves each SQLite search index in one segment, however many commits wrote it (SQLite run only)',
  async () => {
    await seedScale(t.db, { users: 10, transactions: 5 });
    await seedScale(t.db, { users: 10, transactions: 5, add: true, now: Date.now() + 1 });
    for (const table of ['users', 'transactions']) {
      expect({ table, segments: await segments(table) }).toEqual({ table, segments: 1 });
      // FTS5 checks the merged index is whole (it throws where it is not).
      const fts = sql.table(`${table}_search`);
      await sql`insert into ${fts}(${fts}) values ('integrity-check')`.execute(t.db);
    }
  },
);

test.skipIf(process.env.TEST_DATABASE_URL)(
  'migration 015 merges a SQLite search index that many commits wrote (SQLite run only)',
  async () => {
    await seedScale(t.db, { users: 10, transactions: 0 });
    const ids = await t.db.selectFrom('users').select('id').where('role', '=', 'user').limit(3).execute();
    // Each commit re-indexes its row in a segment of its own.
    for (const { id } of ids) {
      await t.db
        .updateTable('users')
        .set({ search: sql`search || ' renamed'` })
        .where('id', '=', id)
        .execute();
    }
    expect(await segments('users')).toBeGreaterThan(1);
    await mergedSearch015.up(t.db);
    expect(await segments('users')).toBe(1);
    const { rows } = await sql<{ n: number }>`select count(*) as n from users_search
      where users_search match '"renamed"'`.execute(t.db);
    expect(rows[0]?.n).toBe(3);
  },
);
