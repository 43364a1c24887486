import { auditCalls, type AuditEvent } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { type AuditEventRow, listAuditEvents } from '../repositories/auditEvents';

function presentAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    _id: row.id,
    type: row.type as AuditEvent['type'],
    actor_id: row.actor_id,
    actor_email: row.actor_email,
    record_type: row.record_type as AuditEvent['record_type'],
    record_id: row.record_id,
    ip: row.ip,
    summary: JSON.parse(row.summary) as Record<string, unknown>,
    created_at: row.created_at,
  };
}

export async function auditRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  registerCall(app, auditCalls.list, async ({ query }) => {
    const { rows, meta } = await listAuditEvents(db, query);
    return ok({ data: rows.map(presentAuditEvent), meta }, 'Audit events');
  });
}
