import { z } from 'zod';
import { defineCall } from '../define';
import { pageOf, success } from '../envelope';
import { auditEventTypes, auditRecordTypes } from '../constants';
import { auditActor, auditEvent } from '../entities/audit';
import { listQuery } from '../fields';
import { auditCalls as endpoints } from '../endpoints/audit';

/** A point in time as a filter takes it (ISO 8601 with an offset), compared as the stored UTC text. */
const instant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be an ISO 8601 date and time` })
    .transform((value) => new Date(value).toISOString())
    .optional();

export const auditCalls = {
  list: defineCall({
    ...endpoints.list,
    summary:
      'The audit log, newest first: admin changes and security events. Filter by `type`, by the admin who ' +
      'acted (`actor_id`), by time (`from` inclusive, `to` exclusive, ISO 8601), by `record_type` and/or ' +
      '`record_id`; `page` and `limit` as in every list (the total is capped as the searches’ are). Each ' +
      'event names its record as it is now (`record_name`, `record_exists`). Events older than ' +
      'AUDIT_RETENTION_DAYS are pruned.',
    query: listQuery
      .omit({ search: true })
      .extend({
        type: z.enum(auditEventTypes, { error: 'Unknown event type' }).optional(),
        actor_id: z.string().trim().min(1).max(64, 'Invalid admin id').optional(),
        from: instant('From'),
        to: instant('To'),
        record_type: z.enum(auditRecordTypes, { error: 'Unknown record type' }).optional(),
        record_id: z.string().trim().min(1).max(100, 'Invalid record id').optional(),
      })
      .refine((query) => !query.from || !query.to || query.from < query.to, {
        message: 'From must be before To',
        path: ['to'],
      }),
    reply: pageOf(auditEvent),
  }),
  actors: defineCall({
    ...endpoints.actors,
    summary: "The admins, by name: the audit log's filter by admin offers them.",
    reply: success({ data: z.array(auditActor) }),
  }),
};
