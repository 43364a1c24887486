import { z } from 'zod';
import { timestamp } from '../fields';

/**
 * What the audit log records: every admin change, and the security events (failed logins, rate-limit
 * hits, refused webhook signatures, wrong current passwords, signups for a taken address).
 */
export const auditEventTypes = [
  'plan.created',
  'plan.updated',
  'plan.status_changed',
  'plan.deleted',
  'chapter.created',
  'chapter.updated',
  'chapter.deleted',
  'verse.created',
  'verse.updated',
  'verse.deleted',
  'narration.generated',
  'settings.updated',
  'payment_keys.updated',
  'profile.updated',
  'password.changed',
  'auth.login_failed',
  'auth.password_check_failed',
  'auth.rate_limited',
  'auth.signup_existing_email',
  'webhook.signature_invalid',
] as const;
export type AuditEventType = (typeof auditEventTypes)[number];

/** The kind of record an event concerns. */
export const auditRecordTypes = ['plan', 'chapter', 'verse', 'settings', 'payment_settings', 'user'] as const;
export type AuditRecordType = (typeof auditRecordTypes)[number];

export const auditEvent = z.object({
  _id: z.string(),
  type: z.enum(auditEventTypes),
  /** The admin who acted; null for anonymous events. */
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  record_type: z.enum(auditRecordTypes).nullable(),
  record_id: z.string().nullable(),
  /** The client address. */
  ip: z.string().nullable(),
  /** What changed ({ field: { from, to } }, counts, names), never a secret or a password. */
  summary: z.record(z.string(), z.unknown()),
  created_at: timestamp,
});
export type AuditEvent = z.infer<typeof auditEvent>;
