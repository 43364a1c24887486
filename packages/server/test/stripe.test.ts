import Stripe from 'stripe';
import { beforeEach, describe, expect, test } from 'vitest';
import { insertPlan } from '../src/repositories/plans';
import { findUserById } from '../src/repositories/users';
import { bearer, createTestApp, form, sharedTestApp } from './helpers/testApp';

const t = sharedTestApp({ admin: true, reset: true });

const SECRET = 'sk_test_51Habcdefghijklmnopqrstuvwxyz0123';
const WEBHOOK_SECRET = 'whsec_test_secret_0123456789abcdef';

const saveCredentials = (fields: Record<string, string>) =>
  t.inject({
    method: 'POST',
    url: '/api/stripe/credentials',
    ...form(fields, t.admin),
  });
const getCredentials = () =>
  t.inject({ method: 'GET', url: '/api/stripe/credentials', headers: bearer(t.admin) });

describe('credentials', () => {
  test('start empty, default environment test', async () => {
    expect((await getCredentials()).json().data).toEqual({
      public_key: '',
      secret_key: '',
      environment: 'test',
      webhook_secret: '',
      version: 0,
    });
  });

  test('saved secrets come back masked with "...", never whole, and are encrypted at rest', async () => {
    const response = await saveCredentials({
      public_key: 'pk_test_123',
      secret_key: SECRET,
      webhook_secret: WEBHOOK_SECRET,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Stripe credentials saved successfully');
    const data = (await getCredentials()).json().data;
    expect(data).toEqual({
      public_key: 'pk_test_123',
      secret_key: 'sk_test...0123',
      environment: 'test',
      webhook_secret: 'whsec_t...cdef',
      version: 1,
    });
    for (const body of [response.body, (await getCredentials()).body]) {
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain(WEBHOOK_SECRET);
    }
    const row = await t.db.selectFrom('payment_settings').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(SECRET.slice(8));
    expect(JSON.stringify(row)).not.toContain(WEBHOOK_SECRET.slice(6));
  });

  test('environment live is kept; an omitted webhook secret keeps the stored one', async () => {
    await saveCredentials({ public_key: 'pk_test_123', secret_key: SECRET, webhook_secret: WEBHOOK_SECRET });
    await saveCredentials({
      public_key: 'pk_live_9',
      secret_key: 'sk_live_abcdefghijklmnop',
      environment: 'live',
    });
    expect((await getCredentials()).json().data).toEqual({
      public_key: 'pk_live_9',
      secret_key: 'sk_live...mnop',
      environment: 'live',
      webhook_secret: 'whsec_t...cdef',
      version: 2,
    });
  });

  const FILL = ['Please fill all the fields', 'settings_fields_required'] as const;
  const MASKED = ['Secret Key should not contain "..."', 'secret_key_masked'] as const;
  test.each([
    [{ secret_key: SECRET }, ...FILL],
    [{ public_key: 'pk' }, ...FILL],
    [{ public_key: '  ', secret_key: SECRET }, ...FILL],
    [{ public_key: 'pk', secret_key: SECRET, environment: '' }, ...FILL],
    [{ public_key: 'pk', secret_key: 'sk_test...0123' }, ...MASKED],
    [{ public_key: 'pk', secret_key: SECRET, webhook_secret: 'whsec...x' }, ...MASKED],
    [
      { public_key: 'pk', secret_key: SECRET, environment: 'prod' },
      'Environment must be test or live',
      'payment_environment_invalid',
    ],
    [
      { public_key: 'hello', secret_key: SECRET },
      'Publishable Key must start with pk_test_ or pk_live_',
      'publishable_key_invalid',
    ],
    [
      { public_key: 'sk_test_123', secret_key: SECRET },
      'Publishable Key must start with pk_test_ or pk_live_',
      'publishable_key_invalid',
    ],
    [
      { public_key: 'pk_test_123', secret_key: 'hello' },
      'Secret Key must start with sk_test_, sk_live_, rk_test_ or rk_live_',
      'secret_key_invalid',
    ],
    [
      { public_key: 'pk_test_123', secret_key: 'pk_test_abc' },
      'Secret Key must start with sk_test_, sk_live_, rk_test_ or rk_live_',
      'secret_key_invalid',
    ],
    [
      { public_key: 'pk_live_123', secret_key: SECRET, environment: 'test' },
      'Publishable Key does not match the Environment: a Test environment takes a pk_test_ key, Live a pk_live_ key',
      'publishable_key_environment_mismatch',
    ],
    [
      { public_key: 'pk_test_123', secret_key: 'sk_live_abcdefghijklmnop', environment: 'test' },
      'Secret Key does not match the Environment: a Test environment takes an sk_test_ or rk_test_ key, Live an sk_live_ or rk_live_ key',
      'secret_key_environment_mismatch',
    ],
    [
      { public_key: 'pk_live_123', secret_key: 'rk_test_abcdefghijklmnop', environment: 'live' },
      'Secret Key does not match the Environment: a Test environment takes an sk_test_ or rk_test_ key, Live an sk_live_ or rk_live_ key',
      'secret_key_environment_mismatch',
    ],
  ])('invalid %j → 400 %s (%s)', async (fields, message, code) => {
    const response = await saveCredentials(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, status_code: 400, code, message });
    expect((await getCredentials()).json().data.version).toBe(0);
  });

  test('a restricted key of the same mode is a secret key', async () => {
    const response = await saveCredentials({
      public_key: 'pk_live_123',
      secret_key: 'rk_live_abcdefghijklmnop',
      environment: 'live',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ secret_key: 'rk_live...mnop', environment: 'live' });
  });

  test('a secret left out keeps the stored one, which must still agree with the environment', async () => {
    await saveCredentials({ public_key: 'pk_test_123', secret_key: SECRET, environment: 'test' });
    const kept = await saveCredentials({ public_key: 'pk_test_456', environment: 'test' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      public_key: 'pk_test_456',
      secret_key: 'sk_test...0123',
      version: 2,
    });
    const row = await t.db.selectFrom('payment_settings').selectAll().executeTakeFirstOrThrow();
    expect(row.secret_key_enc).not.toBeNull();

    // Live with the stored test secret: refused, naming the secret; nothing saved.
    const live = await saveCredentials({ public_key: 'pk_live_456', environment: 'live' });
    expect(live.statusCode).toBe(400);
    expect(live.json()).toMatchObject({ code: 'secret_key_environment_mismatch' });
    expect(live.json().message).toMatch(/^Secret Key /);
    expect((await getCredentials()).json().data).toMatchObject({ public_key: 'pk_test_456', version: 2 });

    // With a live secret typed, the switch goes through.
    const switched = await saveCredentials({
      public_key: 'pk_live_456',
      secret_key: 'sk_live_abcdefghijklmnop',
      environment: 'live',
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().data).toMatchObject({ secret_key: 'sk_live...mnop', environment: 'live' });
  });
});

describe('POST /api/stripe/webhook', () => {
  let counter = 0;
  function paymentEvent(type: string, intent: Record<string, unknown>, id = `evt_${++counter}`) {
    return {
      id,
      object: 'event',
      type,
      created: 1_750_000_000,
      data: {
        object: {
          id: 'pi_1',
          object: 'payment_intent',
          amount: 1999,
          amount_received: 1999,
          currency: 'usd',
          created: 1_750_000_000,
          payment_method_types: ['card'],
          receipt_email: null,
          metadata: {},
          ...intent,
        },
      },
    };
  }
  const send = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return t.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  };
  const transactions = () => t.db.selectFrom('transactions').selectAll().execute();

  test('without a configured signing secret → 400', async () => {
    const response = await send(paymentEvent('payment_intent.succeeded', {}));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'webhook_secret_missing',
      message: 'Webhook signing secret is not configured',
    });
  });

  describe('with a signing secret', () => {
    beforeEach(async () => {
      await saveCredentials({ public_key: 'pk_test_1', secret_key: SECRET, webhook_secret: WEBHOOK_SECRET });
    });

    test('a forged or missing signature → 400 and nothing recorded', async () => {
      const forged = await send(paymentEvent('payment_intent.succeeded', {}), 'whsec_someone_else');
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({
        code: 'webhook_signature_invalid',
        message: 'Invalid signature',
      });
      const unsigned = await t.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload: JSON.stringify(paymentEvent('payment_intent.succeeded', {})),
        headers: { 'content-type': 'application/json' },
      });
      expect(unsigned.statusCode).toBe(400);
      expect(await transactions()).toHaveLength(0);
    });

    const auditRows = (type: string) =>
      t.db.selectFrom('audit_events').selectAll().where('type', '=', type).execute();

    test('300 forged calls from one address: 400s up to WEBHOOK_FAILURE_LIMIT, then 429; one audit event counting them', async () => {
      const payload = JSON.stringify(paymentEvent('payment_intent.succeeded', {}));
      const forged = (remoteAddress: string, signature = 't=1,v1=00') =>
        t.inject({
          method: 'POST',
          url: '/api/stripe/webhook',
          remoteAddress,
          payload,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        });
      const statuses: number[] = [];
      // In parallel batches: racing writes must neither add rows nor lose the count.
      for (let batch = 0; batch < 6; batch++) {
        const replies = await Promise.all(Array.from({ length: 50 }, () => forged('203.0.113.50')));
        statuses.push(...replies.map((reply) => reply.statusCode));
        if (batch === 5) expect(Number(replies[0]!.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses.filter((status) => status === 400)).toHaveLength(30);
      expect(statuses.filter((status) => status === 429)).toHaveLength(270);
      await forged('203.0.113.51', '');

      const rows = await auditRows('webhook.signature_invalid');
      expect(rows.map((row) => row.ip).sort()).toEqual(['203.0.113.50', '203.0.113.51']);
      const flood = rows.find((row) => row.ip === '203.0.113.50')!;
      const summary = JSON.parse(flood.summary);
      expect(summary).toEqual({
        provider: 'stripe',
        count: 30,
        first_seen: flood.created_at,
        last_seen: expect.any(String),
      });
      expect(summary.last_seen >= summary.first_seen).toBe(true);
      expect(await auditRows('auth.rate_limited')).toHaveLength(1);
      expect(await transactions()).toHaveLength(0);
    });

    test.each([
      [
        'data.object null',
        { id: 'evt_m1', type: 'payment_intent.succeeded', created: 1, data: { object: null } },
      ],
      ['no data', { id: 'evt_m2', type: 'payment_intent.succeeded', created: 1 }],
      ['no created', { ...paymentEvent('payment_intent.succeeded', {}), created: undefined }],
      ['a top-level array', [paymentEvent('payment_intent.succeeded', {})]],
      ['a date past the year 9999', { ...paymentEvent('payment_intent.succeeded', {}), created: 1e15 }],
      ['an intent without an amount', paymentEvent('payment_intent.succeeded', { amount: undefined })],
      ['metadata that is not text', paymentEvent('payment_intent.succeeded', { metadata: { plan_id: 7 } })],
    ])('a signed but malformed event (%s) → 400 with its code, nothing stored', async (_name, event) => {
      const response = await send(event);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'webhook_event_malformed', message: 'Malformed event' });
      expect(await transactions()).toHaveLength(0);
      expect(await t.db.selectFrom('payment_events').selectAll().execute()).toHaveLength(0);
    });

    test('malformed events from one address are one audit event counting them', async () => {
      for (let i = 0; i < 3; i++) {
        await send({
          id: `evt_bad${i}`,
          type: 'payment_intent.succeeded',
          created: 1,
          data: { object: null },
        });
      }
      const rows = await auditRows('webhook.event_malformed');
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0]!.summary)).toMatchObject({ provider: 'stripe', count: 3 });
    });

    test('a succeeded payment records a transaction once and sets the user plan', async () => {
      const { user } = await t.createEndUser();
      const plan = await insertPlan(t.db, {
        name: 'Gold',
        price: 19.99,
        duration: 'monthly',
        status: 'active',
        features: { a: true },
      });
      const event = paymentEvent('payment_intent.succeeded', {
        metadata: { user_id: user.id, plan_id: plan.id, payment_method: 'visa' },
      });
      const first = await send(event);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ success: true, received: true, duplicate: false });
      const again = await send(event);
      expect(again.json()).toMatchObject({ received: true, duplicate: true });

      const rows = await transactions();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        user_id: user.id,
        plan_id: plan.id,
        amount_minor: 1999,
        currency: 'usd',
        status: 'succeeded',
        payment_method: 'visa',
        provider_ref: 'pi_1',
        created_at: new Date(1_750_000_000_000).toISOString(),
      });
      expect((await findUserById(t.db, user.id))?.plan_id).toBe(plan.id);

      const list = await t.inject({
        method: 'GET',
        url: '/api/admin/transactions',
        headers: bearer(t.admin),
      });
      expect(list.json().data[0]).toMatchObject({
        amount: 19.99,
        status: 'succeeded',
        user_details: { _id: user.id },
      });
    });

    test('payment_method is cleaned and bounded like other text: on the webhook, and when a stored value is read or exported', async () => {
      const { user } = await t.createEndUser();
      // A reversed file name (U+202E), control characters, and 50,000 characters of it.
      const raw = `card\u202Egnp.exe\r\n\t\u0007${'x'.repeat(50_000)}`;
      const response = await send(
        paymentEvent('payment_intent.succeeded', { metadata: { user_id: user.id, payment_method: raw } }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await transactions();
      expect(row!.payment_method).toBe(`cardgnp.exe ${'x'.repeat(52)}`);
      expect(row!.payment_method).toHaveLength(64);

      // Nothing left once cleaned: the provider's method type, itself cleaned, else card.
      await send(
        paymentEvent('payment_intent.succeeded', {
          id: 'pi_2',
          metadata: { payment_method: '\u202E\u0007 ' },
          payment_method_types: ['\u202Dlink\u0000'],
        }),
      );
      expect((await transactions()).find((one) => one.provider_ref === 'pi_2')?.payment_method).toBe('link');

      // A value stored raw before this fix is cleaned when it is read and exported.
      await t.db.updateTable('transactions').set({ payment_method: 'visa\u202Egnp.exe\u0007\t' }).execute();
      const list = await t.inject({
        method: 'GET',
        url: '/api/admin/transactions',
        headers: bearer(t.admin),
      });
      expect(list.json().data.map((one: { payment_method: string }) => one.payment_method)).toEqual([
        'visagnp.exe',
        'visagnp.exe',
      ]);
      const csv = await t.inject({
        method: 'GET',
        url: '/api/admin/transactions/export.csv',
        headers: bearer(t.admin),
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain(',visagnp.exe,');
      for (const character of ['\u202E', '\u0007', '\t']) expect(csv.body).not.toContain(character);
    });

    test('later events about the same payment update its one transaction; a late "processing" never undoes success', async () => {
      const { user } = await t.createEndUser({ email: 'payer@example.com' });
      await send(
        paymentEvent('payment_intent.processing', { receipt_email: 'PAYER@example.com', currency: 'ils' }),
      );
      let rows = await transactions();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'pending',
        user_id: user.id,
        currency: 'ils',
        payment_method: 'card',
      });

      await send(
        paymentEvent('payment_intent.succeeded', { receipt_email: 'payer@example.com', currency: 'ils' }),
      );
      await send(
        paymentEvent('payment_intent.processing', { receipt_email: 'payer@example.com', currency: 'ils' }),
      );
      rows = await transactions();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe('succeeded');
      // Without a plan in metadata the user's plan is untouched.
      expect((await findUserById(t.db, user.id))?.plan_id).toBeNull();
    });

    test('a failed payment of an unknown payer is recorded as failed, detached', async () => {
      await send(
        paymentEvent('payment_intent.payment_failed', {
          id: 'pi_2',
          amount: 500,
          amount_received: 0,
          metadata: { email: 'ghost@example.com' },
        }),
      );
      const rows = await transactions();
      expect(rows).toMatchObject([
        { provider_ref: 'pi_2', status: 'failed', amount_minor: 500, user_id: null },
      ]);
    });

    test('other event types are acknowledged and ignored', async () => {
      const response = await send({
        id: 'evt_other',
        object: 'event',
        type: 'customer.created',
        created: 1,
        data: { object: { id: 'cus_1', object: 'customer' } },
      });
      expect(response.statusCode).toBe(200);
      expect(await transactions()).toHaveLength(0);
    });

    describe('grants only what was paid for', () => {
      const addPlan = (fields: Partial<{ price: number; status: 'active' | 'inactive' }> = {}) =>
        insertPlan(t.db, {
          name: 'Gold',
          price: 99.99,
          duration: 'yearly',
          status: 'active',
          features: { a: true },
          ...fields,
        });
      const listed = async () =>
        (await t.inject({ method: 'GET', url: '/api/admin/transactions', headers: bearer(t.admin) })).json()
          .data;

      test('the exact price of an active plan in its currency grants the plan', async () => {
        const { user } = await t.createEndUser();
        const plan = await addPlan();
        const response = await send(
          paymentEvent('payment_intent.succeeded', {
            amount: 9999,
            amount_received: 9999,
            metadata: { user_id: user.id, plan_id: plan.id },
          }),
        );
        expect(response.statusCode).toBe(200);
        expect(await transactions()).toMatchObject([{ status: 'succeeded', amount_minor: 9999 }]);
        expect((await findUserById(t.db, user.id))?.plan_id).toBe(plan.id);
      });

      test.each([
        ['1 cent for a $99.99 plan', { amount: 1, amount_received: 1 }, {}],
        ['the price in another currency', { amount: 9999, amount_received: 9999, currency: 'ils' }, {}],
        [
          'the price of an inactive plan',
          { amount: 9999, amount_received: 9999 },
          { status: 'inactive' as const },
        ],
        ['more than the price', { amount: 10_000, amount_received: 10_000 }, {}],
      ])(
        '%s: no plan granted, the transaction stored as a mismatch the admin sees',
        async (_name, intent, plan) => {
          const { user } = await t.createEndUser();
          const { id: planId } = await addPlan(plan);
          const response = await send(
            paymentEvent('payment_intent.succeeded', {
              ...intent,
              metadata: { user_id: user.id, plan_id: planId },
            }),
          );
          expect(response.statusCode).toBe(200);
          expect(await transactions()).toMatchObject([
            { status: 'mismatch', plan_id: planId, amount_minor: intent.amount },
          ]);
          expect((await findUserById(t.db, user.id))?.plan_id).toBeNull();
          expect(await listed()).toMatchObject([{ status: 'mismatch', user_details: { _id: user.id } }]);
          // A late "processing" event does not turn the mismatch into anything else.
          await send(
            paymentEvent('payment_intent.processing', { ...intent, metadata: { user_id: user.id } }),
          );
          expect(await transactions()).toMatchObject([{ status: 'mismatch' }]);
        },
      );

      test('a payment for a plan that does not exist is a mismatch, not a success', async () => {
        const { user } = await t.createEndUser();
        await send(
          paymentEvent('payment_intent.succeeded', {
            metadata: { user_id: user.id, plan_id: 'no-such-plan' },
          }),
        );
        expect(await transactions()).toMatchObject([{ status: 'mismatch', plan_id: null }]);
        expect((await findUserById(t.db, user.id))?.plan_id).toBeNull();
      });

      const mismatches = async () =>
        (await auditRows('payment.mismatch')).map((row) => JSON.parse(row.summary).problem as string);

      test.each([
        ['a negative amount', { amount: -500, amount_received: -500 }, 'amount'],
        ['a zero amount', { amount: 0, amount_received: 0 }, 'amount'],
        ['10^20 cents', { amount: 1e20, amount_received: 1e20 }, 'amount'],
        ['more than the highest plan price', { amount: 100_000_001, amount_received: 100_000_001 }, 'amount'],
        ['a fraction of a cent', { amount: 9999.5, amount_received: 9999.5 }, 'amount'],
        ['a currency not sold in', { amount: 9999, amount_received: 9999, currency: 'eur' }, 'currency'],
        [
          'a currency that is no code',
          { amount: 9999, amount_received: 9999, currency: '<script>' },
          'currency',
        ],
      ])('%s: a mismatch, audited; no amount stored, no plan granted', async (_name, intent, problem) => {
        const { user } = await t.createEndUser();
        const plan = await addPlan();
        const response = await send(
          paymentEvent('payment_intent.succeeded', {
            ...intent,
            metadata: { user_id: user.id, plan_id: plan.id },
          }),
        );
        expect(response.statusCode).toBe(200);
        expect(await transactions()).toEqual([]);
        expect(await mismatches()).toEqual([problem]);
        expect((await findUserById(t.db, user.id))?.plan_id).toBeNull();
        const dashboard = await t.inject({
          method: 'GET',
          url: '/api/admin/dashboard',
          headers: bearer(t.admin),
        });
        expect(dashboard.json().data.total_revenue).toBe(0);
        expect(JSON.stringify(await auditRows('payment.mismatch'))).not.toContain('script');
      });

      test('a payment recorded as pending that then succeeds with an unusable amount becomes a mismatch', async () => {
        const { user } = await t.createEndUser();
        const plan = await addPlan();
        const intent = { metadata: { user_id: user.id, plan_id: plan.id } };
        await send(paymentEvent('payment_intent.processing', { ...intent, amount: 9999 }));
        await send(
          paymentEvent('payment_intent.succeeded', { ...intent, amount: 1e20, amount_received: 1e20 }),
        );
        expect(await transactions()).toMatchObject([{ status: 'mismatch', amount_minor: 9999 }]);
        expect((await findUserById(t.db, user.id))?.plan_id).toBeNull();
      });
    });

    test('a non-JSON body → 400', async () => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload: 'x',
        headers: { 'content-type': 'text/plain' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Expected a JSON body');
    });
  });
});

test('secrets and tokens never reach the logs, even at trace level', async () => {
  const lines: string[] = [];
  const logged = await createTestApp({
    build: { logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } },
  });
  try {
    const token = await logged.loginAdmin();
    const fields = { public_key: 'pk_test_1', secret_key: SECRET, webhook_secret: WEBHOOK_SECRET };
    await logged.inject({ method: 'POST', url: '/api/stripe/credentials', ...form(fields, token) });
    await logged.inject({ method: 'GET', url: '/api/stripe/credentials', headers: bearer(token) });
    const payload = JSON.stringify({
      id: 'evt_log',
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: {} },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const webhook = await logged.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(webhook.statusCode).toBe(200);
    expect(lines.length).toBeGreaterThan(5);
    const log = lines.join('\n');
    for (const secret of [SECRET, WEBHOOK_SECRET, token, 'admin-password-1'])
      expect(log).not.toContain(secret);
  } finally {
    await logged.close();
  }
});
