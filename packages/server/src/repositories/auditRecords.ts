import type { AuditRecordType } from '@bible-admin/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A record an audit event names. */
export interface RecordRef {
  type: AuditRecordType;
  id: string;
}

/** `plan:<id>`: a record's key in `recordsNow`'s answer. */
export const recordKey = ({ type, id }: RecordRef) => `${type}:${id}`;

/** A type's records among `ids` that still exist, with a name where the record has one. */
type Lookup = (db: Kysely<Database>, ids: string[]) => Promise<{ id: string; name: string | null }[]>;

/**
 * How each kind of record is looked up. The audit log reads these tables only to say whether what an
 * event touched is still there (a link) and what it is called now; a page names at most LIST_LIMIT_MAX
 * records, well under SQLite's bound variables.
 */
const lookups: Record<AuditRecordType, Lookup> = {
  plan: (db, ids) => db.selectFrom('plans').select(['id', 'name']).where('id', 'in', ids).execute(),
  chapter: (db, ids) =>
    db
      .selectFrom('chapters')
      .select(['id', sql<string | null>`nullif(chapter_name, '')`.as('name')])
      .where('id', 'in', ids)
      .execute(),
  // A verse by its place, '3:16' (chapter and verse numbers): language-neutral, as the admin sees it.
  verse: (db, ids) =>
    db
      .selectFrom('verses')
      .innerJoin('chapters', 'chapters.id', 'verses.chapter_id')
      .select([
        'verses.id as id',
        sql<string>`${sql.ref('chapters.chapter_number')} || ':' || ${sql.ref('verses.verse_number')}`.as(
          'name',
        ),
      ])
      .where('verses.id', 'in', ids)
      .execute(),
  user: (db, ids) => db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute(),
  settings: (db, ids) =>
    db
      .selectFrom('general_settings')
      .select(['id', sql<null>`null`.as('name')])
      .where('id', 'in', ids)
      .execute(),
  payment_settings: (db, ids) =>
    db
      .selectFrom('payment_settings')
      .select(['provider as id', sql<null>`null`.as('name')])
      .where('provider', 'in', ids)
      .execute(),
};

/**
 * The records `refs` name that still exist, by `recordKey`, each with its name now (null: it has none).
 * One query per kind of record named, run together.
 */
export async function recordsNow(
  db: Kysely<Database>,
  refs: readonly RecordRef[],
): Promise<Map<string, string | null>> {
  const idsByType = new Map<AuditRecordType, Set<string>>();
  for (const { type, id } of refs) idsByType.set(type, (idsByType.get(type) ?? new Set()).add(id));
  const found = await Promise.all(
    [...idsByType].map(async ([type, ids]) =>
      (await lookups[type](db, [...ids])).map((row) => [recordKey({ type, id: row.id }), row.name] as const),
    ),
  );
  return new Map(found.flat());
}
