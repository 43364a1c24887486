import type { AuditEventType, AuditRecordType } from '@bible-admin/contract';
import type { Kysely, Selectable } from 'kysely';
import { paginate } from '../db/paginate';
import { newId, nowIso } from '../db/portable';
import type { AuditEventsTable, Database } from '../db/schema';

export type AuditEventRow = Selectable<AuditEventsTable>;

export interface NewAuditEvent {
  type: AuditEventType;
  actor_id: string | null;
  actor_email: string | null;
  record_type: AuditRecordType | null;
  record_id: string | null;
  ip: string | null;
  summary: Record<string, unknown>;
}

/** Appends one event; pass the transaction of the change it records, so both commit or neither. */
export async function insertAuditEvent(db: Kysely<Database>, event: NewAuditEvent): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({ id: newId(), created_at: nowIso(), ...event, summary: JSON.stringify(event.summary) })
    .execute();
}

export interface AuditEventFilter {
  type?: AuditEventType | undefined;
  record_type?: AuditRecordType | undefined;
  record_id?: string | undefined;
  page: number;
  limit: number;
}

/** Newest first, filtered by type and record. */
export function listAuditEvents(
  db: Kysely<Database>,
  { type, record_type, record_id, page, limit }: AuditEventFilter,
) {
  let query = db.selectFrom('audit_events').selectAll();
  if (type) query = query.where('type', '=', type);
  if (record_type) query = query.where('record_type', '=', record_type);
  if (record_id) query = query.where('record_id', '=', record_id);
  return paginate(query.orderBy('created_at', 'desc').orderBy('id', 'desc'), { page, limit });
}

/** Deletes events created before `before` (ISO time); returns how many. */
export async function pruneAuditEvents(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom('audit_events').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
