import type { Kysely } from 'kysely';
import { describe, expect, test } from 'vitest';
import { planPriceMinor020 } from '../src/db/migrations/020_plan_price_minor';
import { findUserById } from '../src/repositories/users';
import { bearer, form, sharedTestApp } from './helpers/testApp';

const t = sharedTestApp({ admin: true, reset: true });

const post = (url: string, fields: Record<string, string>) =>
  t.inject({
    method: 'POST',
    url,
    ...form(fields, t.admin),
  });
const valid = {
  name: 'Premium',
  price: '9.99',
  duration: 'yearly',
  plan_status: 'active',
  features: JSON.stringify({ 'Audio Bible with professional narration': true, 'Offline use': false }),
};
const addPlan = async (fields: Record<string, string> = valid) => {
  const response = await post('/api/admin/add-plan', fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { _id: string };
};

describe('prices are whole cents', () => {
  test('stored as an integer (price_minor), answered as the spec shows it', async () => {
    const { _id } = await addPlan({ ...valid, price: '19.99' });
    const row = await t.db.selectFrom('plans').selectAll().where('id', '=', _id).executeTakeFirstOrThrow();
    expect(row.price_minor).toBe(1999);
    await post('/api/admin/update-plan', { ...valid, plan_id: _id, price: '0.29' });
    const list = await t.inject({ method: 'GET', url: '/api/admin/plans', headers: bearer(t.admin) });
    expect(list.json().data[0].price).toBe(0.29);
    const stored = await t.db.selectFrom('plans').select('price_minor').executeTakeFirstOrThrow();
    expect(stored.price_minor).toBe(29);
  });

  test('migration 020 turns floating-point prices into cents', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before 020
    const db = t.db as unknown as Kysely<any>;
    await planPriceMinor020.down!(db);
    const plan = (id: string, price: number) => ({
      id,
      name: id,
      price,
      duration: 'monthly',
      status: 'active',
      features: '{}',
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    });
    await db
      .insertInto('plans')
      .values([plan('a', 9.99), plan('b', 0.1 + 0.2), plan('c', 1_000_000)])
      .execute();
    await planPriceMinor020.up(db);
    const rows = await t.db.selectFrom('plans').select(['id', 'price_minor']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'a', price_minor: 999 },
      { id: 'b', price_minor: 30 },
      { id: 'c', price_minor: 100_000_000 },
    ]);
  });
});

describe('add, list, update', () => {
  test('POST /api/admin/add-plan creates a plan from form fields (features as a JSON string)', async () => {
    const response = await post('/api/admin/add-plan', valid);
    expect(response.json()).toMatchObject({
      success: true,
      status_code: 200,
      message: 'Plan added successfully',
      data: {
        name: 'Premium',
        price: 9.99,
        duration: 'yearly',
        status: 'active',
        plan_status: 'active',
        features: { 'Audio Bible with professional narration': true, 'Offline use': false },
      },
    });
    const list = await t.inject({ method: 'GET', url: '/api/admin/plans', headers: bearer(t.admin) });
    expect(list.json()).toMatchObject({
      status_code: 200,
      data: [{ name: 'Premium' }],
      meta: { total: 1, page: 1, limit: 50 },
    });
  });

  test('defaults: duration monthly, status active; `status` is accepted for plan_status', async () => {
    const plan = await addPlan({ name: 'Basic', price: '0', features: '{"x":true}' });
    expect(plan).toMatchObject({ duration: 'monthly', status: 'active', price: 0 });
    const { plan_status: _status, ...withoutStatus } = valid;
    const inactive = await addPlan({ ...withoutStatus, status: 'inactive' });
    expect(inactive).toMatchObject({ status: 'inactive', plan_status: 'inactive' });
  });

  test('POST /api/admin/update-plan changes every field', async () => {
    const { _id } = await addPlan();
    const response = await post('/api/admin/update-plan', {
      plan_id: _id,
      name: 'Premium+',
      price: '19.5',
      duration: 'unlimited',
      plan_status: 'inactive',
      features: '{"Everything":true}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id,
      name: 'Premium+',
      price: 19.5,
      duration: 'unlimited',
      status: 'inactive',
      features: { Everything: true },
    });
  });

  test('update without a duration or status keeps them', async () => {
    const { _id } = await addPlan({ ...valid, plan_status: 'inactive' });
    const response = await post('/api/admin/update-plan', {
      plan_id: _id,
      name: 'Renamed',
      price: '1',
      features: '{"a":true}',
    });
    expect(response.json().data).toMatchObject({ name: 'Renamed', duration: 'yearly', status: 'inactive' });
  });

  test('update of an unknown plan → 404', async () => {
    const response = await post('/api/admin/update-plan', { ...valid, plan_id: 'nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'Plan not found' });
  });

  test('update without plan_id → 400', async () => {
    const response = await post('/api/admin/update-plan', valid);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Plan ID is required');
  });

  test('a JSON body is accepted too', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/add-plan',
      headers: bearer(t.admin),
      payload: { name: 'J', price: 5, features: { a: true } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ price: 5, features: { a: true } });
  });
});

describe('validation', () => {
  const { name: _name, ...withoutName } = valid;
  const { price: _price, ...withoutPrice } = valid;
  const { features: _features, ...withoutFeatures } = valid;
  test.each([
    ['no name', withoutName, 'Plan Name is required'],
    ['blank name', { ...valid, name: '   ' }, 'Plan Name is required'],
    ['no price', withoutPrice, 'Price is required'],
    ['blank price', { ...valid, price: '' }, 'Price is required'],
    ['text price', { ...valid, price: 'ten' }, 'Price must be a number with at most two decimals, like 9.99'],
    ['negative price', { ...valid, price: '-1' }, 'Price must not be negative'],
    ['no features', withoutFeatures, 'At least one feature is required'],
    ['empty features', { ...valid, features: '{}' }, 'At least one feature is required'],
    [
      'features not JSON',
      { ...valid, features: 'audio' },
      'Features must be a JSON object of name → true/false',
    ],
    [
      'features a list',
      { ...valid, features: '["a"]' },
      'Features must be a JSON object of name → true/false',
    ],
    [
      'feature not boolean',
      { ...valid, features: '{"a":"yes"}' },
      'Invalid input: expected boolean, received string',
    ],
    ['bad duration', { ...valid, duration: 'weekly' }, 'Duration must be monthly, yearly or unlimited'],
    ['bad status', { ...valid, plan_status: 'archived' }, 'Status must be active or inactive'],
  ])('%s → 400', async (_case, fields, message) => {
    const response = await post('/api/admin/add-plan', fields as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, status_code: 400, message });
    expect(response.json().errors.length).toBeGreaterThan(0);
  });
});

describe('loose numbers (defect 13)', () => {
  test.each([
    '0x10',
    '1e3',
    ' 12 ',
    'Infinity',
    '-Infinity',
    'NaN',
    '9.999',
    '+5',
    '1_000',
    '12.',
    '.5',
    '1,5',
  ])('price %j → 400 and nothing stored', async (price) => {
    const response = await post('/api/admin/add-plan', { ...valid, price });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe('Price must be a number with at most two decimals, like 9.99');
    const list = await t.inject({ method: 'GET', url: '/api/admin/plans', headers: bearer(t.admin) });
    expect(list.json().meta.total).toBe(0);
  });

  test('plain decimals with up to two decimals are stored as given, in a form and as a JSON number', async () => {
    expect(await addPlan({ ...valid, price: '16' })).toMatchObject({ price: 16 });
    expect(await addPlan({ ...valid, price: '0.10' })).toMatchObject({ price: 0.1 });
    const json = await t.inject({
      method: 'POST',
      url: '/api/admin/add-plan',
      headers: bearer(t.admin),
      payload: { name: 'J', price: 12.345, features: { a: true } },
    });
    expect(json.statusCode).toBe(400);
  });

  test.each(['0x2', '1e1', ' 2 ', 'Infinity'])('page %j → 400', async (page) => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/admin/plans?page=${encodeURIComponent(page)}`,
      headers: bearer(t.admin),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Page must be a whole number');
  });
});

describe('toggle and delete', () => {
  test('POST /api/admin/toggle-plan-status/{id} flips active ↔ inactive', async () => {
    const { _id } = await addPlan();
    const toggle = () =>
      t.inject({ method: 'POST', url: `/api/admin/toggle-plan-status/${_id}`, headers: bearer(t.admin) });
    expect((await toggle()).json().data.status).toBe('inactive');
    expect((await toggle()).json().data.status).toBe('active');
    const missing = await t.inject({
      method: 'POST',
      url: '/api/admin/toggle-plan-status/nope',
      headers: bearer(t.admin),
    });
    expect(missing.statusCode).toBe(404);
  });

  test('DELETE /api/admin/delete-plan/{id} removes it and its subscribers fall back to Free', async () => {
    const { _id } = await addPlan();
    const { user } = await t.createEndUser({ plan_id: _id });
    const response = await t.inject({
      method: 'DELETE',
      url: `/api/admin/delete-plan/${_id}`,
      headers: bearer(t.admin),
    });
    expect(response.json()).toEqual({
      success: true,
      status_code: 200,
      message: 'Plan deleted successfully',
    });
    expect((await findUserById(t.db, user.id))?.plan_id).toBeNull();
    const list = await t.inject({ method: 'GET', url: '/api/admin/plans', headers: bearer(t.admin) });
    expect(list.json().data).toEqual([]);
    const again = await t.inject({
      method: 'DELETE',
      url: `/api/admin/delete-plan/${_id}`,
      headers: bearer(t.admin),
    });
    expect(again.statusCode).toBe(404);
  });
});
