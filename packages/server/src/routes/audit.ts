import { auditCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { presentAuditEvent } from '../presenters';
import { listAuditEvents } from '../repositories/auditEvents';

export async function auditRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  registerCall(app, auditCalls.list, async ({ query }) => {
    const { rows, meta } = await listAuditEvents(db, query);
    return ok({ data: rows.map(presentAuditEvent), meta }, 'Audit events');
  });
}
