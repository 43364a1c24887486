import Stripe from 'stripe';
import { expect, test } from 'vitest';
import { countersOf, readCounters } from '../src/repositories/counters';
import { insertPlan } from '../src/repositories/plans';
import { updateUser } from '../src/repositories/users';
import { bearer, form, sharedTestApp } from './helpers/testApp';

// The dashboard's totals come from counters kept by triggers in each write's transaction (migration 006).
const t = sharedTestApp({ admin: true, reset: true });

const WEBHOOK_SECRET = 'whsec_test_counters_0123456789';

const dashboard = async () => {
  const response = await t.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(t.admin) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

/** The same figures counted from the rows: the counters must always agree. */
async function recount() {
  const users = await t.db.selectFrom('users').selectAll().where('role', '=', 'user').execute();
  const devices: Record<string, number> = {};
  const statuses: Record<string, number> = {};
  for (const user of users) {
    devices[user.device ?? ''] = (devices[user.device ?? ''] ?? 0) + 1;
    statuses[user.status] = (statuses[user.status] ?? 0) + 1;
  }
  const revenue: Record<string, number> = {};
  for (const row of await t.db
    .selectFrom('transactions')
    .selectAll()
    .where('status', '=', 'succeeded')
    .execute()) {
    revenue[row.currency] = (revenue[row.currency] ?? 0) + row.amount_minor;
  }
  return { devices, statuses, revenue };
}

async function expectCountersMatchRows() {
  const all = await readCounters(t.db);
  expect({
    devices: countersOf(all, 'users.device'),
    statuses: countersOf(all, 'users.status'),
    revenue: countersOf(all, 'revenue'),
  }).toEqual(await recount());
}

async function pay(type: string, intentId: string, userId: string, planId: string, amount: number) {
  const payload = JSON.stringify({
    id: `evt_${intentId}_${type}`,
    object: 'event',
    type,
    created: 1_750_000_000,
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: type === 'payment_intent.succeeded' ? amount : 0,
        currency: 'usd',
        created: 1_750_000_000,
        payment_method_types: ['card'],
        receipt_email: null,
        metadata: { user_id: userId, plan_id: planId },
      },
    },
  });
  const response = await t.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
  });
  expect(response.statusCode).toBe(200);
}

test('signup, device change and deletion move the user counters', async () => {
  const signup = await t.inject({
    method: 'POST',
    url: '/api/app/signup',
    ...form({ name: 'נועה כהן', email: 'noa@example.com', password: 'amber-lantern-9', device: 'android' }),
  });
  expect(signup.statusCode).toBe(200);
  const signedIn = await t.inject({
    method: 'POST',
    url: '/api/app/login',
    ...form({ username: 'noa@example.com', password: 'amber-lantern-9' }),
  });
  const { user } = await t.createEndUser({ device: 'ios' });
  expect(await dashboard()).toMatchObject({
    total_users: 2,
    users_by_device: { ios_users: 1, android_users: 1 },
  });

  await updateUser(t.db, user.id, { device: 'ipad', status: 'Pending' });
  expect(await dashboard()).toMatchObject({
    total_users: 2,
    users_by_device: { ios_users: 1, android_users: 1 },
  });
  expect(countersOf(await readCounters(t.db), 'users.device')).toEqual({ ipad: 1, android: 1 });

  const deleted = await t.inject({
    method: 'DELETE',
    url: '/api/app/delete-account',
    headers: bearer(signedIn.json().access_token),
  });
  expect(deleted.statusCode).toBe(200);
  expect(await dashboard()).toMatchObject({
    total_users: 1,
    users_by_device: { ios_users: 1, android_users: 0 },
  });
  await expectCountersMatchRows();
});

test('a succeeded payment adds to the revenue, a failed one does not', async () => {
  const saved = await t.inject({
    method: 'POST',
    url: '/api/stripe/credentials',
    ...form(
      {
        public_key: 'pk_test_1',
        secret_key: 'sk_test_51Hcounters0123456789',
        webhook_secret: WEBHOOK_SECRET,
      },
      t.admin,
    ),
  });
  expect(saved.statusCode).toBe(200);
  const { user } = await t.createEndUser();
  const plan = await insertPlan(t.db, {
    name: 'Gold',
    price: 19.99,
    duration: 'monthly',
    status: 'active',
    features: { a: true },
  });
  const before = await dashboard();

  await pay('payment_intent.succeeded', 'pi_ok', user.id, plan.id, 1999);
  await pay('payment_intent.payment_failed', 'pi_failed', user.id, plan.id, 4999);
  const after = await dashboard();
  expect(after.revenue_by_currency).toEqual({ ...before.revenue_by_currency, usd: 19.99 });
  expect(after.total_revenue).toBe(19.99);
  // The payment gave the user the plan: the plan counter moved in the same transaction.
  expect(countersOf(await readCounters(t.db), 'users.plan')).toEqual({ [plan.id]: 1 });
  await expectCountersMatchRows();
});
