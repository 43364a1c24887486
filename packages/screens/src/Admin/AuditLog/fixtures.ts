import type { AuditActorEntry, AuditEvent } from '@bible-admin/contract';

/** Story fixtures of the audit log: fixed times before `now`, two admins, one event of each sort of row. */

export const now = Date.parse('2025-07-03T12:00:00.000Z');
const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

export const admins: AuditActorEntry[] = [
  { _id: 'a1', name: 'Dana Shapiro', email: 'dana@bible.example' },
  { _id: 'a2', name: 'יוסף לוי', email: 'yosef@bible.example' },
];

const event = (
  fields: Partial<AuditEvent> & Pick<AuditEvent, '_id' | 'type' | 'created_at'>,
): AuditEvent => ({
  actor_id: 'a1',
  actor_email: 'dana@bible.example',
  record_type: null,
  record_id: null,
  record_exists: false,
  record_name: null,
  ip: '192.0.2.10',
  summary: {},
  ...fields,
});

export const auditEvents: AuditEvent[] = [
  event({
    _id: 'e1',
    type: 'list.exported',
    created_at: ago(5),
    summary: { list: 'users', search: 'cohen', rows: 1234, outcome: 'completed' },
  }),
  event({
    _id: 'e2',
    type: 'chapter.updated',
    created_at: ago(130),
    actor_id: 'a2',
    actor_email: 'yosef@bible.example',
    record_type: 'chapter',
    record_id: 'c1',
    record_exists: true,
    record_name: 'בראשית א',
    summary: {
      changes: { chapter_name: { from: 'Genesis 1', to: 'בראשית א' }, verses: { from: 30, to: 31 } },
    },
  }),
  event({
    _id: 'e3',
    type: 'payment_keys.updated',
    created_at: ago(60 * 26),
    record_type: 'payment_settings',
    record_id: 'stripe',
    record_exists: true,
    summary: { provider: 'stripe', changes: {}, secret_key: 'replaced', webhook_secret: 'kept' },
  }),
  event({
    _id: 'e4',
    type: 'auth.login_failed',
    created_at: ago(60 * 30),
    actor_id: null,
    actor_email: 'guess@example.com',
    ip: '203.0.113.7',
    summary: { login: 'admin' },
  }),
  event({
    _id: 'e5',
    type: 'plan.deleted',
    created_at: ago(60 * 24 * 3),
    actor_id: 'a2',
    actor_email: 'yosef@bible.example',
    record_type: 'plan',
    record_id: 'p9',
  }),
  event({
    _id: 'e6',
    type: 'plan.updated',
    created_at: ago(60 * 24 * 3 + 20),
    record_type: 'plan',
    record_id: 'p1',
    record_exists: true,
    record_name: 'Premium',
    summary: { name: 'Premium', changes: { price: { from: 9.99, to: 12 } } },
  }),
  event({
    _id: 'e7',
    type: 'password.changed',
    created_at: ago(60 * 24 * 9),
    actor_id: 'a2',
    actor_email: 'yosef@bible.example',
    record_type: 'user',
    record_id: 'a2',
    record_exists: true,
    record_name: 'יוסף לוי',
  }),
  event({
    _id: 'e8',
    type: 'webhook.signature_invalid',
    created_at: ago(60 * 24 * 12),
    actor_id: null,
    actor_email: null,
    ip: '198.51.100.4',
    summary: { count: 12, first_seen: ago(60 * 24 * 12 + 14), last_seen: ago(60 * 24 * 12) },
  }),
  event({
    _id: 'e9',
    type: 'verse.updated',
    created_at: ago(60 * 24 * 40),
    record_type: 'verse',
    record_id: 'v3',
    record_exists: true,
    record_name: '1:3',
    summary: { changes: { verse_content: { from: '(412 characters)', to: '(415 characters)' } } },
  }),
  event({
    _id: 'e10',
    type: 'account.deleted',
    created_at: ago(60 * 24 * 200),
    actor_id: 'u9',
    actor_email: 'left@example.com',
    ip: '198.51.100.23',
    record_type: 'user',
    record_id: 'u9',
  }),
  event({
    _id: 'e11',
    type: 'list.exported',
    created_at: ago(60 * 24 * 400),
    actor_id: 'a2',
    actor_email: 'yosef@bible.example',
    summary: { list: 'transactions', search: null, rows: 250, outcome: 'cancelled' },
  }),
];
