import {
  type AuditKind,
  type AuditEventType,
  type AuditRecordType,
  auditSummaries,
  type PageMeta,
} from '@bible-admin/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import { cappedMeta, countUpToCap, totalCap } from '../db/paginate';
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

/** Before 'verse_content', a verse's changes named its content by the column ('content'). */
const LEGACY_FIELDS: Partial<Record<AuditEventType, Record<string, string>>> = {
  'verse.updated': { content: 'verse_content' },
};

const renamed = (changes: unknown, names: Record<string, string>) =>
  typeof changes === 'object' && changes !== null
    ? Object.fromEntries(Object.entries(changes).map(([key, value]) => [names[key] ?? key, value]))
    : changes;

/**
 * A stored event's kind and summary, typed by the kind: the JSON as written, a legacy field name read as
 * today's. A summary that no longer fits its kind (an older build's) reads as empty rather than failing the page.
 */
export function storedAuditKind(row: AuditEventRow): AuditKind {
  const type = row.type as AuditEventType;
  const json: unknown = JSON.parse(row.summary);
  const legacy = LEGACY_FIELDS[type];
  const stored =
    legacy && typeof json === 'object' && json !== null && 'changes' in json
      ? { ...json, changes: renamed(json.changes, legacy) }
      : json;
  const parsed = auditSummaries[type].safeParse(stored);
  // The table pairs each kind with its summary's schema; TypeScript cannot follow a kind through the lookup.
  return { type, summary: parsed.success ? parsed.data : {} } as AuditKind;
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
 * many (`summary.count`, which is `count`): of two racing writes the later count stays, whichever lands last.
 */
export async function upsertCountedAuditEvent(
  db: Kysely<Database>,
  id: string,
  createdAt: string,
  event: NewAuditEvent,
  count: number,
): Promise<void> {
  const summary = JSON.stringify(event.summary);
  await db
    .insertInto('audit_events')
    .values({ id, created_at: createdAt, ...event, summary })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet({ summary })
        .where(jsonNumber(dialectOf(db), sql.ref('audit_events.summary'), 'count'), '<', count),
    )
    .execute();
}

export interface AuditEventFilter {
  type?: AuditEventType | undefined;
  actor_id?: string | undefined;
  /** ISO times: from inclusive, to exclusive. */
  from?: string | undefined;
  to?: string | undefined;
  record_type?: AuditRecordType | undefined;
  record_id?: string | undefined;
  page: number;
  limit: number;
}

/**
 * Newest first, filtered by kind, admin, time and record; each filter has an index ending in the order's
 * keys (migrations 005 and 020), so a first page reads a page of entries. The total is counted up to the
 * dialect's cap, as the searches' are: a million events are never counted for a page.
 */
export async function listAuditEvents(
  db: Kysely<Database>,
  { type, actor_id, from, to, record_type, record_id, page, limit }: AuditEventFilter,
): Promise<{ rows: AuditEventRow[]; meta: PageMeta }> {
  let query = db.selectFrom('audit_events').selectAll();
  if (type) query = query.where('type', '=', type);
  if (actor_id) query = query.where('actor_id', '=', actor_id);
  if (from) query = query.where('created_at', '>=', from);
  if (to) query = query.where('created_at', '<', to);
  if (record_type) query = query.where('record_type', '=', record_type);
  if (record_id) query = query.where('record_id', '=', record_id);
  const cap = totalCap(dialectOf(db));
  const [rows, count] = await Promise.all([
    query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    countUpToCap(db, query, cap),
  ]);
  return { rows, meta: cappedMeta(count, cap, page, limit) };
}

/**
 * Who last changed a record and when: its newest audit event (every versioned save writes one in its own
 * transaction), with the acting account's name, else the e-mail the event kept. Null when none names it.
 */
export async function lastChangeOf(
  db: Kysely<Database>,
  record: { type: AuditRecordType; id: string },
): Promise<{ by: string | null; at: string } | null> {
  const row = await db
    .selectFrom('audit_events')
    .leftJoin('users', 'users.id', 'audit_events.actor_id')
    .select(['users.name', 'audit_events.actor_email', 'audit_events.created_at'])
    .where('audit_events.record_type', '=', record.type)
    .where('audit_events.record_id', '=', record.id)
    .orderBy('audit_events.created_at', 'desc')
    .orderBy('audit_events.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { by: row.name || row.actor_email, at: row.created_at } : null;
}

/** Deletes events created before `before` (ISO time); returns how many. */
export async function pruneAuditEvents(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom('audit_events').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
