import type { AuditEventType, AuditRecordType } from '@bible-admin/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import { paginate } from '../db/paginate';
import { dialectOf, jsonNumber, newId, nowIso } from '../db/portable';
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

/**
 * Writes the event `id` or, when it exists, replaces its summary, unless the stored one already counts as
 * many (`summary.count`): of two racing writes the later count stays, whichever lands last.
 */
export async function upsertCountedAuditEvent(
  db: Kysely<Database>,
  id: string,
  createdAt: string,
  event: NewAuditEvent & { summary: { count: number } },
): Promise<void> {
  const summary = JSON.stringify(event.summary);
  await db
    .insertInto('audit_events')
    .values({ id, created_at: createdAt, ...event, summary })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet({ summary })
        .where(jsonNumber(dialectOf(db), sql.ref('audit_events.summary'), 'count'), '<', event.summary.count),
    )
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
