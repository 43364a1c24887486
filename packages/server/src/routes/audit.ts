import { auditCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { presentAuditEvent } from '../presenters';
import { listAuditEvents } from '../repositories/auditEvents';
import { recordsNow, type RecordRef } from '../repositories/auditRecords';
import { listAdmins } from '../repositories/users';

export async function auditRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  registerCall(app, auditCalls.list, async ({ query }) => {
    const { rows, meta } = await listAuditEvents(db, query);
    const records = await recordsNow(
      db,
      rows.flatMap((row) =>
        row.record_type && row.record_id ? [{ type: row.record_type, id: row.record_id } as RecordRef] : [],
      ),
    );
    return ok({ data: rows.map((row) => presentAuditEvent(row, records)), meta }, 'Audit events');
  });

  registerCall(app, auditCalls.actors, async () => {
    const admins = await listAdmins(db);
    return ok({ data: admins.map(({ id, name, email }) => ({ _id: id, name, email })) }, 'Admins');
  });
}
