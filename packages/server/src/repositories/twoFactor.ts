import type { Kysely } from 'kysely';
import { fromFlag, newId, toNumber } from '../db/portable';
import type { Database } from '../db/schema';

/** All SQL of two-factor sign-in: authenticator secrets, recovery codes, sign-in challenges (migration 029). */

type Db = Kysely<Database>;
const iso = (ms: number) => new Date(ms).toISOString();

export async function findTotp(db: Db, userId: string) {
  return db.selectFrom('totp_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Stores a set-up to confirm (sealed), keeping any active secret until the new one is confirmed. */
export async function savePendingTotp(db: Db, userId: string, sealed: string, now: number): Promise<void> {
  await db
    .insertInto('totp_factors')
    .values({ user_id: userId, pending_secret: sealed, secret: null, created_at: iso(now) })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ pending_secret: sealed }))
    .execute();
}

/** Makes the pending secret the active one; `step` is the step of the code that confirmed it. */
export async function activateTotp(db: Db, userId: string, sealed: string, step: number, now: number) {
  await db
    .updateTable('totp_factors')
    .set({ secret: sealed, pending_secret: null, last_step: step, enabled_at: iso(now) })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Records `step` as used, only when it is later than the last one: of two requests with one code, exactly
 * one moves the step on (true), the other sees it taken (false).
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('totp_factors')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTotp(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('totp_factors').where('user_id', '=', userId).execute();
}

export const lastStepOf = (value: number | string | null): number | undefined =>
  value === null ? undefined : toNumber(value);

/** Replaces every recovery code of the account with these (hashes). */
export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[], now: number) {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ id: newId(), user_id: userId, code_hash, created_at: iso(now) })))
    .execute();
}

export async function deleteRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/** Uses a recovery code up: true only for the one request that found it unused. */
export async function spendRecoveryCode(db: Db, userId: string, hash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: iso(now) })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return toNumber(row.left);
}

/** The ids of the given admins who have an active authenticator app. */
export async function usersWithTotp(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('totp_factors')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('secret', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** Whether the owner's policy holds this admin back: required, and no active factor. */
export async function lacksRequiredFactor(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('general_settings')
    .select((eb) => [
      'require_two_factor',
      eb
        .exists(
          eb
            .selectFrom('totp_factors')
            .select('user_id')
            .where('user_id', '=', userId)
            .where('secret', 'is not', null),
        )
        .as('has_factor'),
    ])
    .executeTakeFirst();
  return !!row && fromFlag(row.require_two_factor) && !fromFlag(row.has_factor);
}

export async function insertChallenge(
  db: Db,
  values: { tokenHash: string; userId: string; step: 'second_factor' | 'enrol'; remember: boolean },
  now: number,
  ttlMs: number,
): Promise<string> {
  const expiresAt = iso(now + ttlMs);
  await db
    .insertInto('sign_in_challenges')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      step: values.step,
      remember: values.remember ? 1 : 0,
      expires_at: expiresAt,
      created_at: iso(now),
    })
    .execute();
  // Expired challenges open nothing; they go as new ones are made.
  await db.deleteFrom('sign_in_challenges').where('expires_at', '<', iso(now)).execute();
  return expiresAt;
}

/** A challenge that still opens its step: unused and not expired. */
export async function findOpenChallenge(db: Db, tokenHash: string, now: number) {
  return db
    .selectFrom('sign_in_challenges')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso(now))
    .executeTakeFirst();
}

/** Uses a challenge up: true only for the one request that found it open. */
export async function spendChallenge(db: Db, tokenHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sign_in_challenges')
    .set({ used_at: iso(now) })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
