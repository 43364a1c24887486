import { z } from 'zod';
import { auditEventTypes, auditRecordTypes } from '../constants';
import { timestamp } from '../fields';

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
