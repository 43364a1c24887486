import { afterAll, beforeAll, expect, test } from 'vitest';
import { insertTransaction } from '../src/repositories/transactions';
import { bearer, createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
const day = (n: number) => new Date(Date.UTC(2025, 1, n)).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  const miriam = (await t.createEndUser({ name: 'מרים הנביאה', email: 'miriam@example.com' })).user;
  const john = (await t.createEndUser({ name: 'John Smith', email: 'john@example.com' })).user;
  const rows = [
    {
      user_id: miriam.id,
      amount_minor: 1999,
      currency: 'usd',
      status: 'succeeded',
      payment_method: 'visa',
      created_at: day(1),
    },
    {
      user_id: john.id,
      amount_minor: 7400,
      currency: 'ils',
      status: 'pending',
      payment_method: 'mastercard',
      created_at: day(2),
    },
    {
      user_id: john.id,
      amount_minor: 499,
      currency: 'usd',
      status: 'failed',
      payment_method: 'paypal',
      created_at: day(3),
    },
  ];
  for (const row of rows) await insertTransaction(t.db, { plan_id: null, ...row });
});
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await t.inject({
    method: 'GET',
    url: `/api/admin/transactions${query}`,
    headers: bearer(admin),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

test('lists transactions newest first with user_details and meta', async () => {
  const body = await list();
  expect(body.meta).toEqual({ total: 3, page: 1, limit: 50 });
  expect(body.data.map((tx: { amount: number }) => tx.amount)).toEqual([4.99, 74, 19.99]);
  expect(body.data[2]).toEqual({
    _id: expect.any(String),
    amount: 19.99,
    currency: 'usd',
    status: 'succeeded',
    payment_method: 'visa',
    created_at: day(1),
    user_details: {
      _id: expect.any(String),
      name: 'מרים הנביאה',
      email: 'miriam@example.com',
      profile_pic: null,
    },
  });
});

test.each([
  ['PayPal', [4.99]],
  ['ILS', [74]],
  ['19.99', [19.99]],
  ['74.00', [74]],
  ['pending', [74]],
  ['הנביאה', [19.99]],
  ['JOHN@', [4.99, 74]],
  ['nothing-matches', []],
])('search %s', async (search, amounts) => {
  const body = await list(`?search=${encodeURIComponent(search)}`);
  expect(body.data.map((tx: { amount: number }) => tx.amount)).toEqual(amounts);
  expect(body.meta.total).toBe(amounts.length);
});

test('pages', async () => {
  const body = await list('?page=2&limit=2');
  expect(body.data.map((tx: { amount: number }) => tx.amount)).toEqual([19.99]);
  expect(body.meta).toEqual({ total: 3, page: 2, limit: 2 });
});

test('a bad page → 400', async () => {
  const response = await t.inject({
    method: 'GET',
    url: '/api/admin/transactions?page=-1',
    headers: bearer(admin),
  });
  expect(response.statusCode).toBe(400);
});
