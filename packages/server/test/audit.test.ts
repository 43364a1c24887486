import Stripe from 'stripe';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { buildApp } from '../src/app';
import { insertAuditEvent } from '../src/repositories/auditEvents';
import { addChapter, adminClient, chapterForm, FakeSynthesizer } from './helpers/content';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  bearer,
  createTestApp,
  form,
  sharedTestApp,
  USER_PASSWORD,
} from './helpers/testApp';
import { multipartBody } from './helpers/multipart';

/**
 * The audit log: every admin change and every security event leaves one row, written in the change's
 * transaction, without secrets; GET /api/admin/audit-events lists them (defect 14 and the audit log).
 */

const t = sharedTestApp({ admin: true, reset: true, overrides: { speech: new FakeSynthesizer() } });

const SECRET_KEY = 'sk_test_51HsecretSECRETsecret0123456789';
const WEBHOOK_SECRET = 'whsec_test_SECRET_0123456789abcdef';
const NEW_PASSWORD = 'brand-new-password-7';

const events = () =>
  t.db.selectFrom('audit_events').selectAll().orderBy('created_at').orderBy('id').execute();
const post = (url: string, fields: Record<string, string>, token = t.admin) =>
  t.inject({ method: 'POST', url, ...form(fields, token) });
const list = (query = '') =>
  t.inject({ method: 'GET', url: `/api/admin/audit-events${query}`, headers: bearer(t.admin) });
const adminId = async () =>
  (await t.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()).id;

describe('admin changes', () => {
  test('plans: created, updated, status changed, deleted; who, which record, from where, what changed', async () => {
    const added = await post('/api/admin/add-plan', {
      name: 'Gold',
      price: '9.99',
      features: '{"Audio":true}',
    });
    const id = added.json().data._id as string;
    await post('/api/admin/update-plan', {
      plan_id: id,
      name: 'Gold',
      price: '12',
      features: '{"Audio":true}',
    });
    await t.inject({ method: 'POST', url: `/api/admin/toggle-plan-status/${id}`, headers: bearer(t.admin) });
    await t.inject({ method: 'DELETE', url: `/api/admin/delete-plan/${id}`, headers: bearer(t.admin) });

    const rows = await events();
    expect(rows.map((row) => row.type)).toEqual([
      'plan.created',
      'plan.updated',
      'plan.status_changed',
      'plan.deleted',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        actor_id: await adminId(),
        actor_email: ADMIN_EMAIL,
        record_type: 'plan',
        record_id: id,
        ip: '127.0.0.1',
      });
    }
    expect(JSON.parse(rows[1]!.summary)).toEqual({
      name: 'Gold',
      changes: { price: { from: 9.99, to: 12 } },
    });
    expect(JSON.parse(rows[2]!.summary)).toMatchObject({
      name: 'Gold',
      changes: { status: { from: 'active', to: 'inactive' } },
    });
    // A deleted plan keeps its name (and what it was) in its event.
    expect(JSON.parse(rows[3]!.summary)).toMatchObject({ name: 'Gold', price: 12, status: 'inactive' });
  });

  test('settings, payment keys, profile and password: traced, never the secrets', async () => {
    await post('/api/admin/update-general-settings', { contact_email: 'help@example.com' });
    await post('/api/stripe/credentials', {
      public_key: 'pk_test_1',
      secret_key: SECRET_KEY,
      environment: 'test',
      webhook_secret: WEBHOOK_SECRET,
    });
    const { payload, headers } = multipartBody({ first_name: 'Ada', last_name: 'Lovelace' });
    await t.inject({
      method: 'POST',
      url: '/api/admin/update-profile',
      payload,
      headers: { ...headers, ...bearer(t.admin) },
    });
    const changed = await post('/api/admin/change-password', {
      current_password: ADMIN_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    // The reset before the next test puts the admin back as it was (its password and stamp, so t.admin).
    expect(changed.statusCode).toBe(200);

    const rows = await events();
    expect(rows.map((row) => row.type)).toEqual([
      'settings.updated',
      'payment_keys.updated',
      'profile.updated',
      'password.changed',
    ]);
    expect(JSON.parse(rows[0]!.summary)).toEqual({
      changes: { contact_email: { from: '', to: 'help@example.com' } },
    });
    expect(JSON.parse(rows[1]!.summary)).toMatchObject({
      secret_key: 'replaced',
      webhook_secret: 'replaced',
      changes: { public_key: { from: null, to: 'pk_test_1' } },
    });
    const everything = JSON.stringify(rows);
    for (const secret of [SECRET_KEY, WEBHOOK_SECRET, NEW_PASSWORD, ADMIN_PASSWORD, 'SECRET']) {
      expect(everything).not.toContain(secret);
    }
  });

  test('chapters, verses, verse media and narration', async () => {
    const client = adminClient(t, t.admin);
    const chapter = await addChapter(client);
    await client.multipart(
      `/api/admin/update-chapter/${chapter._id}`,
      multipartBody({
        chapter_name: 'Renamed',
        verse_media_json: JSON.stringify([{ verseNumber: 1, videoUrl: 'https://video.example.com/1' }]),
      }),
    );
    const verse = await client.form('/api/admin/save-reading-verse', {
      chapter_id: chapter._id,
      verse_number: '1',
      verse_content: '<p>one</p>',
    });
    const verseId = verse.json().data._id as string;
    await client.form(`/api/admin/update-reading-verse/${verseId}`, {
      chapter_id: chapter._id,
      verse_number: '2',
      verse_content: '<p>one</p>',
    });
    await client.delete(`/api/admin/delete-verse/${verseId}`);
    expect(
      (await client.form('/api/tts/generate-speech', { chapter_id: chapter._id, gender: 'male' })).statusCode,
    ).toBe(200);
    await client.delete(`/api/admin/delete-chapter/${chapter._id}`);

    const rows = await events();
    expect(rows.map((row) => [row.type, row.record_type])).toEqual([
      ['chapter.created', 'chapter'],
      ['chapter.updated', 'chapter'],
      ['verse.created', 'verse'],
      ['verse.updated', 'verse'],
      ['verse.deleted', 'verse'],
      ['narration.generated', 'chapter'],
      ['chapter.deleted', 'chapter'],
    ]);
    const update = JSON.parse(rows[1]!.summary);
    expect(update.changes.chapter_name).toEqual({ from: 'בראשית א׳', to: 'Renamed' });
    expect(update.changes.verse_media).toEqual({
      from: [],
      to: [{ verse_number: 1, image: null, video: 'https://video.example.com/1' }],
    });
    expect(JSON.parse(rows[3]!.summary)).toMatchObject({
      verse_number: 2,
      changes: { verse_number: { from: 1, to: 2 } },
    });
    // Each event names its record as it was: the log reads after the record is renamed or gone.
    expect(JSON.parse(rows[5]!.summary)).toMatchObject({ voice: 'male', chapter_name: 'Renamed' });
    expect(JSON.parse(rows[6]!.summary)).toMatchObject({ chapter_name: 'Renamed' });
  });

  test('the event is written in the same transaction: when it cannot be written, the change is undone', async () => {
    await sql`alter table audit_events rename to audit_events_away`.execute(t.db);
    try {
      const response = await post('/api/admin/add-plan', {
        name: 'Lost',
        price: '1',
        features: '{"a":true}',
      });
      expect(response.statusCode).toBe(500);
      const chapter = await adminClient(t, t.admin).multipart(
        '/api/admin/add-chapter',
        chapterForm({ chapter_name: 'Lost' }),
      );
      expect(chapter.statusCode).toBe(500);
    } finally {
      await sql`alter table audit_events_away rename to audit_events`.execute(t.db);
    }
    expect(await t.db.selectFrom('plans').selectAll().execute()).toEqual([]);
    expect(
      await t.db.selectFrom('chapters').selectAll().where('chapter_name', '=', 'Lost').execute(),
    ).toEqual([]);
  });
});

describe('security events (defect 14)', () => {
  test('failed logins, a rate-limit hit, a wrong current password and a bad webhook signature', async () => {
    await t.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: ADMIN_EMAIL, password: 'Secret-guess-1' }),
    });
    await t.inject({
      method: 'POST',
      url: '/api/app/login',
      ...form({ username: 'not an e-mail, maybe a password', password: 'Secret-guess-2' }),
    });
    await post('/api/admin/change-password', {
      current_password: 'Secret-guess-3',
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    await post('/api/stripe/credentials', {
      public_key: 'pk_test_1',
      secret_key: SECRET_KEY,
      webhook_secret: WEBHOOK_SECRET,
    });
    const payload = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: {} } });
    const forged = await t.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_forged' }),
      },
    });
    expect(forged.statusCode).toBe(400);

    const rows = (await events()).filter((row) => row.type !== 'payment_keys.updated');
    expect(rows).toMatchObject([
      { type: 'auth.login_failed', actor_id: null, actor_email: ADMIN_EMAIL, ip: '127.0.0.1' },
      { type: 'auth.login_failed', actor_id: null, actor_email: null },
      { type: 'auth.password_check_failed', actor_id: await adminId(), record_id: await adminId() },
      { type: 'webhook.signature_invalid', actor_id: null, ip: '127.0.0.1' },
    ]);
    expect(JSON.parse(rows[0]!.summary)).toEqual({ login: 'admin' });
    expect(JSON.stringify(rows)).not.toMatch(/Secret-guess|maybe a password|whsec/);
  });

  test("an admin's sign-in and sign-out, and an end user deleting their account", async () => {
    const token = await t.loginAdmin();
    await t.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    const { user, token: userToken } = await t.createEndUser();
    // An end user's own sign-in is not traced (the app signs in far too often).
    await t.inject({
      method: 'POST',
      url: '/api/app/login',
      ...form({ username: user.email, password: USER_PASSWORD }),
    });
    const deleted = await t.inject({
      method: 'DELETE',
      url: '/api/app/delete-account',
      headers: bearer(userToken),
    });
    expect(deleted.statusCode).toBe(200);

    const admin = { actor_id: await adminId(), actor_email: ADMIN_EMAIL, ip: '127.0.0.1' };
    const rows = await events();
    expect(rows).toMatchObject([
      { type: 'auth.signed_in', ...admin },
      { type: 'auth.signed_out', ...admin },
      {
        type: 'account.deleted',
        actor_id: user.id,
        actor_email: user.email,
        record_type: 'user',
        record_id: user.id,
      },
    ]);
    expect(JSON.parse(rows[0]!.summary)).toEqual({ remember: false });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  test('a rate-limit hit is traced once per window, not once per refused request', async () => {
    const limited = await createTestApp({ env: { LOGIN_RATE_LIMIT: '2' } });
    try {
      for (let i = 0; i < 6; i++) {
        await limited.inject({
          method: 'POST',
          url: '/api/login',
          ...form({ username: ADMIN_EMAIL, password: 'x' }),
        });
      }
      const rows = await limited.db.selectFrom('audit_events').selectAll().execute();
      expect(rows.filter((row) => row.type === 'auth.login_failed')).toHaveLength(2);
      const hits = rows.filter((row) => row.type === 'auth.rate_limited');
      expect(hits).toMatchObject([{ actor_email: ADMIN_EMAIL, ip: '127.0.0.1' }]);
      expect(JSON.parse(hits[0]!.summary)).toEqual({ limit: 'login', max: 2, window_minutes: 15 });
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/admin/audit-events', () => {
  test('newest first, paged, filtered by type and by record', async () => {
    const a = (await post('/api/admin/add-plan', { name: 'A', price: '1', features: '{"a":true}' })).json()
      .data._id;
    const b = (await post('/api/admin/add-plan', { name: 'B', price: '2', features: '{"a":true}' })).json()
      .data._id;
    await post('/api/admin/update-plan', { plan_id: a, name: 'A2', price: '1', features: '{"a":true}' });

    const all = await list('?limit=2');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ success: true, meta: { total: 3, page: 1, limit: 2 } });
    expect(all.json().data.map((event: { type: string }) => event.type)).toEqual([
      'plan.updated',
      'plan.created',
    ]);
    expect(all.json().data[0]).toEqual({
      _id: expect.any(String),
      type: 'plan.updated',
      actor_id: await adminId(),
      actor_email: ADMIN_EMAIL,
      record_type: 'plan',
      record_id: a,
      record_exists: true,
      record_name: 'A2',
      ip: '127.0.0.1',
      summary: { name: 'A2', changes: { name: { from: 'A', to: 'A2' } } },
      created_at: expect.any(String),
    });
    expect((await list('?limit=2&page=2')).json().data).toHaveLength(1);
    expect((await list('?type=plan.created')).json().meta.total).toBe(2);
    const ofB = (await list(`?record_type=plan&record_id=${b}`)).json();
    expect(ofB.data.map((event: { record_id: string }) => event.record_id)).toEqual([b]);
    const bad = await list('?type=plan.exploded');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown event type');
  });

  test('is in the OpenAPI document', async () => {
    const document = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/admin/audit-events'].get.operationId).toBe('adminAuditEvents');
  });
});

describe('retention', () => {
  test('events older than AUDIT_RETENTION_DAYS are pruned when the app starts', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();
    const event = {
      actor_id: null,
      actor_email: null,
      record_type: null,
      record_id: null,
      ip: null,
      summary: {},
    };
    await insertAuditEvent(t.db, { ...event, type: 'auth.login_failed' });
    await t.db
      .insertInto('audit_events')
      .values([
        { id: 'old', created_at: daysAgo(366), type: 'auth.login_failed', ...event, summary: '{}' },
        { id: 'kept', created_at: daysAgo(364), type: 'auth.login_failed', ...event, summary: '{}' },
      ])
      .execute();
    expect(await events()).toHaveLength(3);
    // A start on the same database (the retention is 365 days by default).
    const restarted = await buildApp(t.deps);
    await restarted.ready();
    await restarted.close();
    const left = (await events()).map((row) => row.id);
    expect(left).toHaveLength(2);
    expect(left).toContain('kept');
    expect(left).not.toContain('old');
  });
});
