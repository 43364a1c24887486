import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Revokes a token until it expires; expired revocations are useless, so they are purged here. */
export async function revokeToken(db: Kysely<Database>, jti: string, expires: Date): Promise<void> {
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', new Date().toISOString()).execute();
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expires.toISOString() })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}
