import { afterAll, beforeAll, expect, test } from 'vitest';
import { payerSearch017 } from '../src/db/migrations/017_payer_search';
import { insertTransaction, transactionSearchText } from '../src/repositories/transactions';
import { deleteUser, updateUser } from '../src/repositories/users';
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

test("a payer's new name finds their payments, the old one none; once the account is deleted, only the payments' own text does", async () => {
  const { user } = await t.createEndUser({ name: 'Yael Stern', email: 'yael.stern@example.com' });
  await insertTransaction(t.db, {
    user_id: user.id,
    plan_id: null,
    amount_minor: 1234,
    currency: 'usd',
    status: 'succeeded',
    payment_method: 'visa',
  });
  const amounts = async (search: string) =>
    (await list(`?search=${encodeURIComponent(search)}`)).data.map((tx: { amount: number }) => tx.amount);
  expect(await amounts('yael stern')).toEqual([12.34]);
  await updateUser(t.db, user.id, { name: 'Yael Bloom' });
  expect(await amounts('yael stern')).toEqual([]);
  expect(await amounts('yael bloom')).toEqual([12.34]);
  // The e-mail is kept across a rename.
  expect(await amounts('yael.stern@')).toEqual([12.34]);
  await deleteUser(t.db, user.id);
  for (const gone of ['bloom', 'yael.stern@']) expect(await amounts(gone)).toEqual([]);
  expect(await amounts('12.34')).toEqual([12.34]);
  const [detached] = (await list('?search=12.34')).data;
  expect(detached.user_details).toMatchObject({ _id: null, name: 'Deleted user', email: null });
});

test("one payer's payments are searched by what each row shows: the payer's own name, on every row, matches none", async () => {
  const john = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'john@example.com')
    .executeTakeFirstOrThrow();
  const found = async (search: string) => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/admin/user-transactions/${john.id}?search=${encodeURIComponent(search)}`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.transactions.map((tx: { amount: number }) => tx.amount);
  };
  expect(await found('paypal')).toEqual([4.99]);
  expect(await found('john')).toEqual([]);
  expect(await found('')).toEqual([4.99, 74]);
});

test("migration 017 adds each payer's text to the transactions already stored, and undoing it takes it out", async () => {
  const john = await t.db
    .selectFrom('users')
    .select(['id', 'search'])
    .where('email', '=', 'john@example.com')
    .executeTakeFirstOrThrow();
  const johns = () =>
    t.db
      .selectFrom('transactions')
      .selectAll()
      .where('user_id', '=', john.id)
      .orderBy('created_at')
      .execute();
  const before = await johns();
  expect(before.map((row) => row.search)).toEqual(
    before.map((row) => `${transactionSearchText(row)}\n${john.search}`),
  );
  await payerSearch017.down(t.db);
  expect((await johns()).map((row) => row.search)).toEqual(before.map(transactionSearchText));
  expect((await list('?search=john@')).data).toEqual([]);
  await payerSearch017.up(t.db);
  expect((await johns()).map((row) => row.search)).toEqual(before.map((row) => row.search));
  const found = await list('?search=john@');
  expect(found.data.map((tx: { amount: number }) => tx.amount)).toEqual([4.99, 74]);
});
