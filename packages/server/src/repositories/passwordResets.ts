import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, PasswordResetsTable } from '../db/schema';

export type PasswordResetRow = Selectable<PasswordResetsTable>;

/** Supersedes the admin's open links at `now` (a newer one replaces them, or the password was just set). */
export async function supersedePasswordResets(
  db: Kysely<Database>,
  userId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ superseded_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .execute();
}

export async function insertPasswordReset(
  db: Kysely<Database>,
  link: Insertable<PasswordResetsTable>,
): Promise<void> {
  await db.insertInto('password_resets').values(link).execute();
}

export function findPasswordReset(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<PasswordResetRow | undefined> {
  return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Uses a link at `now` if it is open then (unused, not superseded, unexpired): one statement, so of two
 * requests with one token exactly one gets it. True for that one.
 */
export async function markPasswordResetUsed(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the links that expired before `before` (kept a while, so a late click is told "expired"). */
export async function deleteOldPasswordResets(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<', before).execute();
}
