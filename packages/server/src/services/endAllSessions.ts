import type { Kysely } from 'kysely';
import { newId, nowIso } from '../db/portable';
import type { Database } from '../db/schema';

/**
 * Ends every session of an account at once: its tokens carry the security stamp renewed here, so each is
 * refused on its next request. The one place the team's deactivation ends sessions (server-side sessions
 * replace this body, not its callers).
 */
export async function endAllSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ security_stamp: newId(), updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}
