import { z } from 'zod';
import { defineCall } from '../define';
import { pageOf } from '../envelope';
import { auditEventTypes, auditRecordTypes } from '../constants';
import { auditEvent } from '../entities/audit';
import { listQuery } from '../fields';

export const auditCalls = {
  list: defineCall({
    name: 'adminAuditEvents',
    method: 'GET',
    path: '/api/admin/audit-events',
    encoding: 'none',
    auth: 'admin',
    summary:
      'The audit log, newest first: admin changes and security events. Filter by `type`, by `record_type` ' +
      'and/or `record_id`; `page` and `limit` as in every list. Events older than AUDIT_RETENTION_DAYS are pruned.',
    query: listQuery.omit({ search: true }).extend({
      type: z.enum(auditEventTypes, { error: 'Unknown event type' }).optional(),
      record_type: z.enum(auditRecordTypes, { error: 'Unknown record type' }).optional(),
      record_id: z.string().trim().min(1).max(100, 'Invalid record id').optional(),
    }),
    reply: pageOf(auditEvent),
  }),
};
