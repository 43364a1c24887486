import { expect, test } from 'vitest';
import { countersOf, readCounters } from '../src/repositories/counters';
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
