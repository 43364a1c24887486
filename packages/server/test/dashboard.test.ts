import { expect, test } from 'vitest';
import { deletePlan, insertPlan } from '../src/repositories/plans';
import { insertTransaction } from '../src/repositories/transactions';
import type { UserRow } from '../src/repositories/users';
import { bearer, createTestApp } from './helpers/testApp';

test('GET /api/admin/dashboard computes the statistics', async () => {
  const t = await createTestApp({ overrides: { chapterStats: { countChapters: async () => 50 } } });
  try {
    const devices = ['ios', 'ipad', 'android', 'android', 'tablet', 'web'];
    const users: UserRow[] = [];
    for (const [i, device] of devices.entries()) {
      users.push(
        (await t.createEndUser({ device, created_at: new Date(Date.UTC(2025, 0, i + 1)).toISOString() }))
          .user,
      );
    }
    const tx = (amount_minor: number, currency: string, status: string, n: number) =>
      insertTransaction(t.db, {
        user_id: users[0]!.id,
        plan_id: null,
        amount_minor,
        currency,
        status,
        payment_method: 'card',
        created_at: new Date(Date.UTC(2025, 1, n)).toISOString(),
      });
    await tx(1000, 'usd', 'succeeded', 1);
    await tx(3700, 'ils', 'succeeded', 2);
    await tx(999, 'usd', 'succeeded', 3);
    await tx(5000, 'usd', 'pending', 4);
    await tx(7000, 'usd', 'failed', 5);
    await tx(100, 'usd', 'succeeded', 6);

    const response = await t.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(await t.loginAdmin()),
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      total_users: 6,
      users_by_device: { ios_users: 2, android_users: 2 },
      // Dollars and shekels are never added into one figure.
      total_revenue: null,
      revenue_by_currency: { usd: 20.99, ils: 37 },
      totalBooks: 50,
    });
    expect(data.recent_users.map((user: { _id: string }) => user._id)).toEqual(
      users
        .slice(1)
        .reverse()
        .map((user) => user.id),
    );
    expect(data.recent_transactions.map((row: { amount: number }) => row.amount)).toEqual([
      1, 70, 50, 9.99, 37,
    ]);
    expect(data.recent_transactions[0]).toMatchObject({ currency: 'usd', created_at: expect.any(String) });
  } finally {
    await t.close();
  }
});

test('the dashboard names the plan each recent transaction paid for, and its payer', async () => {
  const t = await createTestApp();
  try {
    const { user } = await t.createEndUser({ name: 'Dana Payer', email: 'dana@example.com' });
    const plan = (name: string, price: number) =>
      insertPlan(t.db, { name, price, duration: 'monthly', status: 'active', features: {} });
    const basic = await plan('Basic', 4.99);
    const gone = await plan('Old Yearly', 18);
    await t.db.transaction().execute((trx) => deletePlan(trx, gone.id));
    const tx = (plan_id: string | null, amount_minor: number, currency: string, n: number) =>
      insertTransaction(t.db, {
        user_id: user.id,
        plan_id,
        amount_minor,
        currency,
        status: 'succeeded',
        payment_method: 'card',
        created_at: new Date(Date.UTC(2025, 1, n)).toISOString(),
      });
    await tx(basic.id, 499, 'usd', 3);
    await tx(gone.id, 1800, 'ils', 2);
    await tx(null, 100, 'usd', 1);

    const response = await t.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(await t.loginAdmin()),
    });
    const rows = response.json().data.recent_transactions;
    expect(rows.map((row: { plan: unknown }) => row.plan)).toEqual([
      { _id: basic.id, name: 'Basic' },
      { _id: gone.id, name: null },
      null,
    ]);
    expect(rows[0].user_details).toMatchObject({
      _id: user.id,
      name: 'Dana Payer',
      email: 'dana@example.com',
    });
  } finally {
    await t.close();
  }
});
