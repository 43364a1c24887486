import type { AuditEvent } from '@bible-admin/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, test } from 'vitest';
import { totalCap } from '../src/db/paginate';
import { newId } from '../src/db/portable';
import { seedAuditEvents } from '../src/demo/auditScale';
import { listAuditEvents } from '../src/repositories/auditEvents';
import { type AuditEntry, recordAudit } from '../src/services/audit';
import { insertChapter } from '../src/repositories/chapters';
import { insertPlan } from '../src/repositories/plans';
import { insertVerse } from '../src/repositories/verses';
import { planOf } from './helpers/queryPlans';
import { ADMIN_EMAIL, bearer, form, sharedTestApp } from './helpers/testApp';

/**
 * The audit log screen's call (issue 25): filtered by kind, admin and time, paged newest first with a capped
 * total, each event naming its record as it is now; the admins for the filter; no secret in any reply.
 */

const t = sharedTestApp({ admin: true });

const list = (query: Record<string, string> = {}) =>
  t.inject({
    method: 'GET',
    url: `/api/admin/audit-events?${new URLSearchParams(query).toString()}`,
    headers: bearer(t.admin),
  });
const events = async (query: Record<string, string> = {}) => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: AuditEvent[]; meta: { total: number; total_capped?: boolean } };
};

const at = (day: number, hour = 12) => new Date(Date.UTC(2025, 0, day, hour)).toISOString();

describe('filters and paging', () => {
  let adminId: string;
  const otherAdmin = { id: newId(), email: 'second@test.local' };

  beforeAll(async () => {
    await t.reset();
    adminId = (
      await t.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()
    ).id;
    const row = (type: string, actor: { id: string; email: string } | null, created_at: string) => ({
      id: newId(),
      created_at,
      type,
      actor_id: actor?.id ?? null,
      actor_email: actor?.email ?? 'guess@example.com',
      record_type: null,
      record_id: null,
      ip: '127.0.0.1',
      summary: '{}',
    });
    const me = { id: adminId, email: ADMIN_EMAIL };
    await t.db
      .insertInto('audit_events')
      .values([
        row('plan.created', me, at(1)),
        row('plan.updated', me, at(2)),
        row('chapter.updated', otherAdmin, at(2, 18)),
        row('auth.login_failed', null, at(3)),
        row('plan.updated', otherAdmin, at(4)),
        row('list.exported', me, at(5)),
      ])
      .execute();
  });

  test('newest first, the whole log without a filter', async () => {
    const { data, meta } = await events();
    expect(data.map((event) => event.type)).toEqual([
      'list.exported',
      'plan.updated',
      'auth.login_failed',
      'chapter.updated',
      'plan.updated',
      'plan.created',
    ]);
    expect(meta).toMatchObject({ total: 6, page: 1 });
    expect(meta.total_capped).toBeUndefined();
  });

  test('by kind, by admin, by time (from inclusive, to exclusive), and together', async () => {
    const types = async (query: Record<string, string>) => (await events(query)).data.map((e) => e.type);
    expect(await types({ type: 'plan.updated' })).toEqual(['plan.updated', 'plan.updated']);
    expect(await types({ actor_id: otherAdmin.id })).toEqual(['plan.updated', 'chapter.updated']);
    expect(await types({ from: at(2), to: at(4) })).toEqual([
      'auth.login_failed',
      'chapter.updated',
      'plan.updated',
    ]);
    // Any offset: compared as the instant it names.
    expect(await types({ from: '2025-01-02T14:00:00+02:00', to: '2025-01-03T12:00:00Z' })).toEqual([
      'chapter.updated',
      'plan.updated',
    ]);
    expect(await types({ type: 'plan.updated', actor_id: adminId, to: at(5) })).toEqual(['plan.updated']);
    const paged = await events({ limit: '2', page: '2' });
    expect(paged.data.map((e) => e.type)).toEqual(['auth.login_failed', 'chapter.updated']);
    expect(paged.meta).toMatchObject({ total: 6, page: 2, limit: 2 });
  });

  test('a bad filter is a 400 that says which, never a 500', async () => {
    for (const [query, message] of [
      [{ from: 'yesterday' }, 'From must be an ISO 8601 date and time'],
      [{ to: '2025-13-01T00:00:00Z' }, 'To must be an ISO 8601 date and time'],
      [{ from: at(5), to: at(2) }, 'From must be before To'],
      [{ type: 'plan.eaten' }, 'Unknown event type'],
      [{ actor_id: 'x'.repeat(65) }, 'Invalid admin id'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', message });
    }
  });

  test('the admins the filter offers: every admin account, by name', async () => {
    await t.createEndUser({ name: 'Aaron Admin', email: 'aaron@test.local', role: 'admin' });
    await t.createEndUser({ name: 'Not An Admin' });
    const response = await t.inject({
      method: 'GET',
      url: '/api/admin/audit-events/admins',
      headers: bearer(t.admin),
    });
    expect(response.json().data).toEqual([
      { _id: expect.any(String), name: 'Aaron Admin', email: 'aaron@test.local' },
      { _id: adminId, name: expect.any(String), email: ADMIN_EMAIL },
    ]);
  });
});

describe('the record an event touched, as it is now', () => {
  test('still there with its name, or gone; a verse by its place', async () => {
    await t.reset();
    const kept = await insertPlan(t.db, {
      name: 'Gold',
      price: 9.99,
      duration: 'monthly',
      status: 'active',
      features: { Audio: true },
    });
    const chapter = await insertChapter(t.db, {
      chapter_number: 3,
      chapter_name: 'בראשית ג',
      verses: 24,
      status: 'active',
      image_buy_link: null,
      cover_image_buy_link: null,
      chapter_image: null,
      chapter_cover_image: null,
      chapter_content: '<p>x</p>',
      chapter_audio_content: '',
    });
    const verse = await insertVerse(t.db, { chapter_id: chapter.id, verse_number: 16, content: '<p>v</p>' });
    const { user } = await t.createEndUser({ name: 'Moshe Cohen' });
    // A plan added and deleted through the API: both of its events name a plan that is gone.
    const added = await t.inject({
      method: 'POST',
      url: '/api/admin/add-plan',
      ...form({ name: 'Brief', price: '1', features: '{"A":true}' }, t.admin),
    });
    const gone = added.json().data._id as string;
    await t.inject({ method: 'DELETE', url: `/api/admin/delete-plan/${gone}`, headers: bearer(t.admin) });
    await t.inject({
      method: 'POST',
      url: '/api/admin/update-general-settings',
      ...form({ contact_number: '+1 555 0100 1' }, t.admin),
    });
    const named = [
      { event: 'plan.updated', type: 'plan', id: kept.id },
      { event: 'chapter.updated', type: 'chapter', id: chapter.id },
      { event: 'verse.updated', type: 'verse', id: verse.id },
      { event: 'account.deleted', type: 'user', id: user.id },
    ];
    await t.db
      .insertInto('audit_events')
      .values(
        named.map(({ event, type, id }) => ({
          id: newId(),
          created_at: at(1),
          type: event,
          actor_id: null,
          actor_email: null,
          record_type: type,
          record_id: id,
          ip: null,
          summary: '{}',
        })),
      )
      .execute();

    const { data } = await events({ limit: '200' });
    const record = (type: string, id: string) =>
      data
        .filter((event) => event.record_type === type && event.record_id === id)
        .map(({ record_exists, record_name }) => ({ record_exists, record_name }));
    expect(record('plan', kept.id)).toEqual([{ record_exists: true, record_name: 'Gold' }]);
    expect(record('chapter', chapter.id)).toEqual([{ record_exists: true, record_name: 'בראשית ג' }]);
    expect(record('verse', verse.id)).toEqual([{ record_exists: true, record_name: '3:16' }]);
    expect(record('user', user.id)).toEqual([{ record_exists: true, record_name: 'Moshe Cohen' }]);
    expect(record('plan', gone)).toEqual([
      { record_exists: false, record_name: null },
      { record_exists: false, record_name: null },
    ]);
    const settings = data.find((event) => event.type === 'settings.updated');
    expect(settings).toMatchObject({ record_type: 'settings', record_exists: true, record_name: null });
    const signIn = data.find((event) => event.type === 'auth.signed_in');
    expect(signIn ?? { record_exists: false }).toMatchObject({ record_exists: false });
  });

  test('the payment keys are never in the log: the secret is "replaced", not shown', async () => {
    const secret = 'sk_test_51HsecretSECRETsecret0123456789';
    await t.inject({
      method: 'POST',
      url: '/api/stripe/credentials',
      ...form({ public_key: 'pk_test_1', secret_key: secret, environment: 'test' }, t.admin),
    });
    const response = await list({ type: 'payment_keys.updated' });
    expect(response.json().data).toHaveLength(1);
    expect(response.body).not.toContain(secret);
    expect(response.body).not.toContain('SECRET');
  });
});

describe('summaries typed by their kind', () => {
  test('a stored summary reads as written; a legacy field name as today’s; one that no longer fits as empty', async () => {
    await t.reset();
    const row = (type: string, summary: unknown, created_at: string) => ({
      id: newId(),
      created_at,
      type,
      actor_id: null,
      actor_email: null,
      record_type: null,
      record_id: null,
      ip: null,
      summary: JSON.stringify(summary),
    });
    const change = { from: '(412 characters)', to: '(415 characters)' };
    await t.db
      .insertInto('audit_events')
      .values([
        // Verses' changes named their content by its column before the field labels.
        row('verse.updated', { chapter_id: 'c1', changes: { content: change } }, at(1)),
        row('plan.updated', { name: 'Gold', changes: { price: { from: 1, to: 2 } }, extra: 'kept' }, at(2)),
        row('chapter.updated', { changes: { chapter_name: 'not a change' } }, at(3)),
      ])
      .execute();
    const { data } = await events();
    expect(data.map((event) => [event.type, event.summary])).toEqual([
      ['chapter.updated', {}],
      ['plan.updated', { name: 'Gold', changes: { price: { from: 1, to: 2 } }, extra: 'kept' }],
      ['verse.updated', { chapter_id: 'c1', changes: { verse_content: change } }],
    ]);
  });

  test('a summary that does not fit its kind is refused when written', async () => {
    const actor = { id: null, email: null, ip: null };
    const write = (summary: unknown) =>
      recordAudit(t.db, actor, { type: 'settings.updated', summary } as AuditEntry);
    await expect(write({ changes: { contact_email: { from: 'a', to: 'b' } } })).resolves.toBeUndefined();
    await expect(write({ changes: { password: { from: 'a', to: 'b' } } })).rejects.toThrow();
  });
});

describe('at scale', () => {
  let cap: number;
  let adminId: string;

  beforeAll(async () => {
    await t.reset();
    cap = totalCap(t.dialect);
    adminId = (
      await t.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()
    ).id;
    await seedAuditEvents(t.db, {
      events: cap + 2000,
      admins: [
        { id: adminId, email: ADMIN_EMAIL },
        { id: newId(), email: 'second@test.local' },
      ],
    });
    if (t.dialect === 'postgres') await sql`analyze audit_events`.execute(t.db);
  });

  test('past the cap the total is a floor, not counted; a narrow filter counts exactly', async () => {
    const all = await events();
    expect(all.meta).toMatchObject({ total: cap, total_capped: true });
    const failed = await events({ type: 'auth.login_failed', from: at(1), to: at(1, 13) });
    expect(failed.meta.total_capped).toBeUndefined();
    expect(failed.meta.total).toBe(failed.data.length);
  });

  test.each([
    ['no filter', {}, /audit_events_created_id/],
    ['a kind', { type: 'plan.updated' }, /audit_events_type_created_id/],
    ['an admin', { actor_id: 'ADMIN' }, /audit_events_actor_created_id/],
    [
      'an admin and a kind, in days',
      { actor_id: 'ADMIN', type: 'plan.updated', from: at(1), to: at(40) },
      /audit_events_actor_type_created_id/,
    ],
    ['a time range', { from: at(1), to: at(200) }, /audit_events_created_id/],
  ] as const)(
    'a first page by %s walks its index in order: no sort of the matches',
    async (_name, filter, index) => {
      const query = Object.fromEntries(
        Object.entries(filter).map(([key, value]) => [key, value.replace('ADMIN', adminId)]),
      );
      const plan = await planOf(
        t.db,
        (db) => listAuditEvents(db, { page: 1, limit: 50, ...query }),
        /limit|LIMIT|Limit/,
        ['seqscan', 'sort', 'bitmapscan'],
      );
      expect(plan).toMatch(index);
      if (t.dialect === 'sqlite') expect(plan).not.toMatch(/TEMP B-TREE/);
      else expect(plan).not.toMatch(/Sort/);
    },
  );
});
