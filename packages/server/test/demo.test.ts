import { afterEach, beforeEach, expect, test } from 'vitest';
import { isDatabaseEmpty, loadDemoData, DEMO_USER_PASSWORD } from '../src/demo';
import { bearer, createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const NOW = Date.UTC(2026, 0, 1);

test('demo data: 40 users, 3 plans, 80 transactions of every status in USD and ILS, settings', async () => {
  expect(await isDatabaseEmpty(t.db)).toBe(true);
  await loadDemoData(t.db, { now: NOW });
  expect(await isDatabaseEmpty(t.db)).toBe(false);

  const admin = await t.loginAdmin();
  const get = async (url: string) => (await t.inject({ method: 'GET', url, headers: bearer(admin) })).json();
  const users = await get('/api/admin/users?limit=200');
  expect(users.meta.total).toBe(40);
  const devices = new Set(users.data.map((user: { device: string }) => user.device));
  expect([...devices].sort()).toEqual(['android', 'ios', 'ipad', 'tablet', 'web']);
  expect(new Set(users.data.map((user: { status: string }) => user.status))).toEqual(
    new Set(['Active', 'Pending', 'Inactive']),
  );
  const names: string[] = users.data.map((user: { name: string }) => user.name);
  expect(names.some((name) => /^[\u0590-\u05FF ]+$/.test(name))).toBe(true);
  expect(names.some((name) => /^[A-Za-z ]+$/.test(name))).toBe(true);
  // Never a Hebrew first name with an English surname.
  expect(names.filter((name) => !/^([\u0590-\u05FF ]+|[A-Za-z ]+)$/.test(name))).toEqual([]);
  expect(users.data.some((user: { plan: string | null }) => user.plan === null)).toBe(true);

  const plans = await get('/api/admin/plans');
  expect(plans.data.map((plan: { name: string }) => plan.name)).toEqual(['Basic', 'Premium', 'Lifetime']);

  const transactions = await get('/api/admin/transactions?limit=200');
  expect(transactions.meta.total).toBe(80);
  expect(new Set(transactions.data.map((tx: { status: string }) => tx.status))).toEqual(
    new Set(['succeeded', 'pending', 'failed']),
  );
  expect(new Set(transactions.data.map((tx: { currency: string }) => tx.currency))).toEqual(
    new Set(['usd', 'ils']),
  );

  const settings = (await t.inject({ method: 'GET', url: '/api/help-and-support' })).json().data;
  expect(settings.contact_email).toBe('support@example.com');
  // The description is published on the Hebrew support page: it is Hebrew.
  expect(settings.description).toMatch(/^[\u0590-\u05FF]/);

  // Demo end users can use the account-deletion page.
  const login = await t.inject({
    method: 'POST',
    url: '/api/app/login',
    payload: { username: 'user01@example.com', password: DEMO_USER_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
});

test('demo data is deterministic for a seed', async () => {
  const other = await createTestApp();
  try {
    await loadDemoData(t.db, { now: NOW });
    await loadDemoData(other.db, { now: NOW });
    const snapshot = (app: TestApp) =>
      app.db
        .selectFrom('users')
        .select(['email', 'name', 'device', 'status', 'created_at'])
        .where('role', '=', 'user')
        .orderBy('email')
        .execute();
    expect(await snapshot(t)).toEqual(await snapshot(other));
    const amounts = (app: TestApp) =>
      app.db
        .selectFrom('transactions')
        .select(['amount_minor', 'currency', 'status', 'created_at'])
        .orderBy('created_at')
        .orderBy('amount_minor')
        .execute();
    expect(await amounts(t)).toEqual(await amounts(other));
  } finally {
    await other.close();
  }
});
