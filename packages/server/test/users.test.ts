import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertPlan } from '../src/repositories/plans';
import { insertTransaction } from '../src/repositories/transactions';
import { bearer, createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

const day = (n: number) => new Date(Date.UTC(2025, 0, n)).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  const premium = await insertPlan(t.db, {
    name: 'Premium',
    price: 9.99,
    duration: 'monthly',
    status: 'active',
    features: { a: true },
  });
  const people = [
    {
      name: 'אברהם אבינו',
      email: 'avraham@example.com',
      device: 'ios',
      status: 'Active',
      plan_id: premium.id,
      created_at: day(1),
    },
    {
      name: 'Sarah Miller',
      email: 'sarah@example.com',
      device: 'android',
      status: 'Pending',
      plan_id: null,
      created_at: day(2),
    },
    {
      name: 'ÉLODIE Martin',
      email: 'elodie@example.com',
      device: 'ipad',
      status: 'Active',
      plan_id: null,
      created_at: day(3),
    },
    {
      name: 'Tom 100%_sure',
      email: 'tom@example.com',
      device: 'tablet',
      status: 'Active',
      plan_id: null,
      created_at: day(4),
    },
  ];
  for (const person of people) ids[person.email] = (await t.createEndUser(person)).user.id;
  const avraham = ids['avraham@example.com']!;
  await insertTransaction(t.db, {
    user_id: avraham,
    plan_id: premium.id,
    amount_minor: 999,
    currency: 'usd',
    status: 'succeeded',
    payment_method: 'visa',
    created_at: day(5),
  });
  await insertTransaction(t.db, {
    user_id: avraham,
    plan_id: premium.id,
    amount_minor: 3700,
    currency: 'ils',
    status: 'succeeded',
    payment_method: 'card',
    created_at: day(6),
  });
  await insertTransaction(t.db, {
    user_id: avraham,
    plan_id: null,
    amount_minor: 500,
    currency: 'usd',
    status: 'failed',
    payment_method: 'card',
    created_at: day(7),
  });
});
afterAll(() => t.close());

const get = (url: string) => t.inject({ method: 'GET', url, headers: bearer(admin) });
const emails = (body: { data: { email: string }[] }) => body.data.map((user) => user.email);

describe('GET /api/admin/users', () => {
  test('lists end users only, newest first, with plan names (null = Free) and meta', async () => {
    const response = await get('/api/admin/users');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(emails(body)).toEqual([
      'tom@example.com',
      'elodie@example.com',
      'sarah@example.com',
      'avraham@example.com',
    ]);
    expect(body.meta).toEqual({ total: 4, page: 1, limit: 50 });
    expect(body.data[3]).toMatchObject({
      name: 'אברהם אבינו',
      plan: 'Premium',
      device: 'ios',
      status: 'Active',
    });
    expect(body.data[2].plan).toBeNull();
    expect(response.body).not.toContain('password');
  });

  test.each([
    ['אבינו', ['avraham@example.com']],
    ['SARAH@', ['sarah@example.com']],
    ['élodie', ['elodie@example.com']],
    ['pending', ['sarah@example.com']],
    ['iPad', ['elodie@example.com']],
    ['premium', ['avraham@example.com']],
    ['100%', ['tom@example.com']],
    ['_', ['tom@example.com']],
    ['m_', []],
    ['nobody', []],
  ])('search %s', async (search, expected) => {
    const body = (await get(`/api/admin/users?search=${encodeURIComponent(search)}`)).json();
    expect(emails(body)).toEqual(expected);
    expect(body.meta.total).toBe(expected.length);
  });

  test('pages', async () => {
    const body = (await get('/api/admin/users?page=2&limit=3')).json();
    expect(emails(body)).toEqual(['avraham@example.com']);
    expect(body.meta).toEqual({ total: 4, page: 2, limit: 3 });
  });

  test.each([
    ['page=0', 'Page must be at least 1'],
    ['page=abc', 'Page must be a whole number'],
    ['page=9007199254740991', 'Page must be at most 10000000'],
    ['limit=1000', 'Limit must be at most 200'],
    ['limit=1.5', 'Limit must be a whole number'],
    [`search=${'x'.repeat(201)}`, 'Search must be at most 200 characters'],
  ])('bad query %s → 400', async (query, message) => {
    const response = await get(`/api/admin/users?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });
});

describe('GET /api/admin/user-transactions/{id}', () => {
  test('returns the transactions, total spent from succeeded ones, and the user', async () => {
    const response = await get(`/api/admin/user-transactions/${ids['avraham@example.com']}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user).toMatchObject({ email: 'avraham@example.com', plan: 'Premium' });
    expect(data.transactions.map((tx: { amount: number }) => tx.amount)).toEqual([5, 37, 9.99]);
    expect(data.transactions[0]).toMatchObject({ status: 'failed', currency: 'usd', payment_method: 'card' });
    // Dollars and shekels are never added into one figure.
    expect(data.total_spent).toBeNull();
    expect(data.spent_by_currency).toEqual([
      { currency: 'ils', amount: 37 },
      { currency: 'usd', amount: 9.99 },
    ]);
    expect(response.json().meta).toEqual({ total: 3, page: 1, limit: 50 });
  });

  test('a page at a time, newest first; what was spent counts every page', async () => {
    const url = `/api/admin/user-transactions/${ids['avraham@example.com']}`;
    const first = (await get(`${url}?limit=2`)).json();
    const second = (await get(`${url}?limit=2&page=2`)).json();
    expect(first.data.transactions.map((tx: { amount: number }) => tx.amount)).toEqual([5, 37]);
    expect(second.data.transactions.map((tx: { amount: number }) => tx.amount)).toEqual([9.99]);
    expect(second.meta).toEqual({ total: 3, page: 2, limit: 2 });
    expect(second.data.spent_by_currency).toHaveLength(2);
  });

  test.each([
    ['VISA', [9.99]],
    ['failed', [5]],
    ['ils', [37]],
    ['37.00', [37]],
    ['%', []],
  ])('search %s matches what a row shows', async (search, amounts) => {
    const url = `/api/admin/user-transactions/${ids['avraham@example.com']}`;
    const body = (await get(`${url}?search=${encodeURIComponent(search)}`)).json();
    expect(body.data.transactions.map((tx: { amount: number }) => tx.amount)).toEqual(amounts);
    expect(body.meta.total).toBe(amounts.length);
    expect(body.data.spent_by_currency).toHaveLength(2);
  });

  test('search by a transaction id fragment', async () => {
    const url = `/api/admin/user-transactions/${ids['avraham@example.com']}`;
    const [, middle] = (await get(url)).json().data.transactions;
    const body = (await get(`${url}?search=${middle._id.slice(4, 14).toUpperCase()}`)).json();
    expect(body.data.transactions.map((tx: { _id: string }) => tx._id)).toEqual([middle._id]);
  });

  test('a user without transactions', async () => {
    const { data } = (await get(`/api/admin/user-transactions/${ids['sarah@example.com']}`)).json();
    expect(data).toMatchObject({ transactions: [], total_spent: 0, spent_by_currency: [] });
  });

  test.each(['no-such-user', "1' or '1'='1", encodeURIComponent('../../etc')])(
    'unknown id %s → 404',
    async (id) => {
      const response = await get(`/api/admin/user-transactions/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, status_code: 404, message: 'User not found' });
    },
  );

  test('a NUL character → 400', async () => {
    const response = await get('/api/admin/user-transactions/a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid characters in the request');
  });

  test('an overlong id → 414 in the envelope', async () => {
    const response = await get(`/api/admin/user-transactions/${'a'.repeat(500)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ success: false, status_code: 414 });
  });
});
