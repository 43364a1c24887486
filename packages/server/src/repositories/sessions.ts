import type { Kysely } from 'kysely';
import type { Database, SessionEndReason, SessionsTable } from '../db/schema';

export type SessionRow = SessionsTable;

/** Stores a new session; sessions expired before `now` go with it (their tokens are dead anyway). */
export async function insertSession(db: Kysely<Database>, session: SessionRow, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', now).execute();
  await db.insertInto('sessions').values(session).execute();
}

/** The account's sessions still open at `now`, the most recently active first. */
export function listOpenSessions(db: Kysely<Database>, userId: string, now: string): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_active_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Ends the account's open sessions (all of them, `only` one, or all `except` one) for `reason`; returns how
 * many it ended (0: none open matched).
 */
export async function endSessions(
  db: Kysely<Database>,
  userId: string,
  reason: SessionEndReason,
  at: string,
  which: { only?: string; except?: string } = {},
): Promise<number> {
  let update = db
    .updateTable('sessions')
    .set({ ended_at: at, end_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (which.only !== undefined) update = update.where('id', '=', which.only);
  if (which.except !== undefined) update = update.where('id', '!=', which.except);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks the session active at `at`, unless a request did so after `before` (one write a minute at most). */
export async function touchSession(
  db: Kysely<Database>,
  id: string,
  at: string,
  before: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_active_at: at })
    .where('id', '=', id)
    .where('last_active_at', '<=', before)
    .execute();
}

/** The password was entered in this session at `at`. */
export async function confirmSessionPassword(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ password_confirmed_at: at }).where('id', '=', id).execute();
}

/** A session by its id, whoever's (the owner ends any admin's). */
export function findSession(db: Kysely<Database>, id: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}
