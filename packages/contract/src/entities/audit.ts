import { z } from 'zod';
import { auditEventTypes, auditRecordTypes } from '../constants';
import { timestamp } from '../fields';

export const auditEvent = z.object({
  _id: z.string(),
  type: z.enum(auditEventTypes),
  /** The admin who acted; null for anonymous events. */
  actor_id: z.string().nullable(),
  /** The acting account's e-mail, or the one a failed sign-in tried. */
  actor_email: z.string().nullable(),
  record_type: z.enum(auditRecordTypes).nullable(),
  record_id: z.string().nullable(),
  /** The record as it is now: whether it still exists, and its name if it has one (a plan's, a user's…). */
  record_exists: z.boolean(),
  record_name: z.string().nullable(),
  /** The client address. */
  ip: z.string().nullable(),
  /** What changed ({ field: { from, to } }, counts, names), never a secret or a password. */
  summary: z.record(z.string(), z.unknown()),
  created_at: timestamp,
});
export type AuditEvent = z.infer<typeof auditEvent>;

/** An admin as the audit log's filter offers them. */
export const auditActor = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type AuditActorEntry = z.infer<typeof auditActor>;
