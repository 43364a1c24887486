import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ExportLinksTable } from '../db/schema';

export type ExportLinkRow = Selectable<ExportLinksTable>;

export async function insertExportLink(
  db: Kysely<Database>,
  link: Insertable<ExportLinksTable>,
): Promise<void> {
  await db.insertInto('export_links').values(link).execute();
}

export function findExportLink(db: Kysely<Database>, tokenHash: string): Promise<ExportLinkRow | undefined> {
  return db.selectFrom('export_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Marks a link used at `now` if it is unused and unexpired then: one statement, so of two requests with one
 * token exactly one gets it. True for that one.
 */
export async function markExportLinkUsed(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('export_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the links that expired before `before` (kept a while, so a late click is told "expired"). */
export async function deleteOldExportLinks(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('export_links').where('expires_at', '<', before).execute();
}
