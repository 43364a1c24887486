import { SIGN_IN_CHALLENGE_MS, type SecondFactorMethod, type TeamMember } from '@bible-admin/contract';
import type { Kysely } from 'kysely';
import { fromFlag } from '../db/portable';
import type { Database } from '../db/schema';
import { InvalidError, NotFoundError } from '../domain/errors';
import { endSessions } from '../repositories/sessions';
import { findUserById, type UserRow } from '../repositories/users';
import {
  activateTotp,
  claimTotpStep,
  countRecoveryCodesLeft,
  deleteRecoveryCodes,
  deleteTotp,
  findOpenChallenge,
  findTotp,
  insertChallenge,
  lastStepOf,
  replaceRecoveryCodes,
  savePendingTotp,
  spendChallenge,
  spendRecoveryCode,
  usersWithTotp,
} from '../repositories/twoFactor';
import { GENERAL_SETTINGS_ID, getGeneralSettings, setRequireTwoFactor } from '../repositories/settings';
import type { ReadVersion } from '../repositories/versions';
import { type AuditActor, recordAudit } from './audit';
import { newLinkToken, tokenHash } from './linkTokens';
import { newRecoveryCodes, recoveryCodeHash } from './recoveryCodes';
import type { SecretBox } from './secretBox';
import { newTotpSecret, totpEnrolment, totpStepOf } from './totp';

/**
 * Two-factor sign-in (issue 32): an admin's authenticator and recovery codes, and the challenge between the
 * password and the second step. Never logs a code, a secret or a token; times from the caller's clock.
 */

type Db = Kysely<Database>;
export interface TwoFactorDeps {
  db: Db;
  secrets: SecretBox;
  clock: () => number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const userRecord = (id: string) => ({ type: 'user' as const, id });

/** The admin's active authenticator secret (opened), or null. */
async function activeSecret({ db, secrets }: TwoFactorDeps, userId: string) {
  const row = await findTotp(db, userId);
  return row?.secret ? { secret: secrets.decrypt(row.secret), lastStep: lastStepOf(row.last_step) } : null;
}

/** What the sign-in's second step offers this admin; empty when they have no second factor. */
export async function secondFactorMethodsOf(
  deps: TwoFactorDeps,
  userId: string,
): Promise<SecondFactorMethod[]> {
  if (!(await activeSecret(deps, userId))) return [];
  const left = await countRecoveryCodesLeft(deps.db, userId);
  return left > 0 ? ['totp', 'recovery_code'] : ['totp'];
}

/** Whether the owner requires a second factor of every admin. */
export async function twoFactorRequired(db: Db): Promise<boolean> {
  return fromFlag((await getGeneralSettings(db)).require_two_factor);
}

/** A new challenge for the admin's next step: its token, given out once (only its hash is stored). */
export async function openChallenge(
  { db, clock }: TwoFactorDeps,
  user: UserRow,
  step: 'second_factor' | 'enrol',
  remember: boolean,
): Promise<{ token: string; expiresAt: string }> {
  const token = newLinkToken();
  const expiresAt = await insertChallenge(
    db,
    { tokenHash: tokenHash(token), userId: user.id, step, remember },
    clock(),
    SIGN_IN_CHALLENGE_MS,
  );
  return { token, expiresAt };
}

/** The open challenge of this step a token names, or null (unknown, expired, used or of the other step). */
export async function findChallenge(
  { db, clock }: TwoFactorDeps,
  token: string,
  step: 'second_factor' | 'enrol',
) {
  const challenge = await findOpenChallenge(db, tokenHash(token), clock());
  return challenge?.step === step ? { ...challenge, remember: fromFlag(challenge.remember) } : null;
}

/** Uses the challenge up once its step succeeded; false when another request used it first. */
export const finishChallenge = ({ db, clock }: TwoFactorDeps, token: string) =>
  spendChallenge(db, tokenHash(token), clock());

/** Checks an authenticator code and uses its step up: true only once per step. */
export async function checkTotp(deps: TwoFactorDeps, userId: string, code: string): Promise<boolean> {
  const active = await activeSecret(deps, userId);
  if (!active) return false;
  const step = await totpStepOf(active.secret, code, deps.clock(), active.lastStep);
  return step !== null && (await claimTotpStep(deps.db, userId, step));
}

/** Checks a second-step code of either kind, using it up; a recovery code used is audited with how many are left. */
export async function checkSecondFactor(
  deps: TwoFactorDeps,
  user: UserRow,
  method: SecondFactorMethod,
  code: string,
  actor: AuditActor,
): Promise<boolean> {
  if (method === 'totp') return checkTotp(deps, user.id, code);
  if (!(await activeSecret(deps, user.id))) return false;
  const used = await spendRecoveryCode(deps.db, user.id, recoveryCodeHash(code), deps.clock());
  if (used) {
    const left = await countRecoveryCodesLeft(deps.db, user.id);
    await recordAudit(deps.db, actor, {
      type: 'two_factor.recovery_code_used',
      record: userRecord(user.id),
      summary: { left },
    });
  }
  return used;
}

/** A wrong code, audited without the code. */
export const recordFailedCode = (db: Db, actor: AuditActor, userId: string, method: SecondFactorMethod) =>
  recordAudit(db, actor, {
    type: 'auth.second_factor_failed',
    record: userRecord(userId),
    summary: { method },
  });

/** Starts (or restarts) an authenticator set-up: a new secret, sealed, pending until confirmed. */
export async function startTotpSetup(deps: TwoFactorDeps, user: UserRow) {
  const secret = newTotpSecret();
  await savePendingTotp(deps.db, user.id, deps.secrets.encrypt(secret), deps.clock());
  return totpEnrolment(secret, user.email);
}

/**
 * Confirms a set-up with a code of the pending secret: it becomes the active one, with 10 new recovery codes
 * (returned once, stored hashed), audited. A wrong code: null (the caller counts and audits it).
 */
export async function confirmTotpSetup(
  deps: TwoFactorDeps,
  user: UserRow,
  code: string,
  actor: AuditActor,
): Promise<string[] | null> {
  const row = await findTotp(deps.db, user.id);
  if (!row?.pending_secret)
    throw new InvalidError(
      'totp_setup_missing',
      'No set-up to confirm',
      'Start the authenticator set-up again.',
    );
  const now = deps.clock();
  const step = await totpStepOf(deps.secrets.decrypt(row.pending_secret), code, now, undefined);
  if (step === null) return null;
  const codes = newRecoveryCodes();
  await deps.db.transaction().execute(async (trx) => {
    await activateTotp(trx, user.id, row.pending_secret!, step, now);
    await replaceRecoveryCodes(trx, user.id, codes.map(recoveryCodeHash), now);
    await recordAudit(trx, actor, { type: 'two_factor.totp_enabled', record: userRecord(user.id) });
  });
  return codes;
}

/** Turns the authenticator off with its recovery codes; refused while the owner requires a second factor. */
export async function disableTotp(
  deps: TwoFactorDeps,
  user: UserRow,
  proof: 'code' | 'password',
  actor: AuditActor,
) {
  if (await twoFactorRequired(deps.db))
    throw new InvalidError(
      'two_factor_required',
      'Two-factor sign-in is required',
      'The owner requires a second factor for every admin: it cannot be turned off.',
    );
  await deps.db.transaction().execute(async (trx) => {
    await deleteTotp(trx, user.id);
    await deleteRecoveryCodes(trx, user.id);
    await recordAudit(trx, actor, {
      type: 'two_factor.totp_disabled',
      record: userRecord(user.id),
      summary: { with: proof },
    });
  });
}

/** Replaces every recovery code (the authenticator must be on). */
export async function regenerateRecoveryCodes(deps: TwoFactorDeps, user: UserRow, actor: AuditActor) {
  if (!(await activeSecret(deps, user.id)))
    throw new InvalidError(
      'totp_not_enabled',
      'Authenticator not set up',
      'Set up an authenticator app first.',
    );
  const codes = newRecoveryCodes();
  await deps.db.transaction().execute(async (trx) => {
    await replaceRecoveryCodes(trx, user.id, codes.map(recoveryCodeHash), deps.clock());
    await recordAudit(trx, actor, {
      type: 'two_factor.recovery_codes_regenerated',
      record: userRecord(user.id),
    });
  });
  return codes;
}

/** The admin's own second factors, as the Profile's security card shows them. */
export async function securityOf(deps: TwoFactorDeps, userId: string) {
  const enabled = (await activeSecret(deps, userId)) !== null;
  return {
    totp: { enabled, recovery_codes_left: enabled ? await countRecoveryCodesLeft(deps.db, userId) : 0 },
    required: await twoFactorRequired(deps.db),
  };
}

/**
 * The owner removes another admin's second factors (a lost phone): authenticator and recovery codes go, and
 * every session of theirs ends, in one transaction with its audit event.
 */
export async function resetSecondFactor(deps: TwoFactorDeps, adminId: string, actor: AuditActor) {
  const admin = await findUserById(deps.db, adminId);
  if (!admin || admin.role !== 'admin') throw new NotFoundError('user_not_found', 'Admin not found');
  await deps.db.transaction().execute(async (trx) => {
    await deleteTotp(trx, admin.id);
    await deleteRecoveryCodes(trx, admin.id);
    await endSessions(trx, admin.id, 'ended', iso(deps.clock()));
    await recordAudit(trx, actor, {
      type: 'two_factor.reset',
      record: userRecord(admin.id),
      summary: { email: admin.email },
    });
  });
}

/** The second factors of each of these admins (the team page), by id. */
export async function secondFactorsOf(db: Db, userIds: readonly string[]) {
  const withTotp = await usersWithTotp(db, userIds);
  return (id: string): TeamMember['second_factors'] => (withTotp.has(id) ? ['totp'] : []);
}

/** The owner's policy as the Settings security card shows it. */
export async function twoFactorPolicy(db: Db) {
  const row = await getGeneralSettings(db);
  return { require_two_factor: fromFlag(row.require_two_factor), version: row.version };
}

/** Turns the policy on or off, audited in the same transaction (nothing when it stays as it was). */
export async function saveTwoFactorPolicy(
  db: Db,
  required: boolean,
  version: ReadVersion | undefined,
  actor: AuditActor,
) {
  await db.transaction().execute(async (trx) => {
    const before = fromFlag((await getGeneralSettings(trx)).require_two_factor);
    await setRequireTwoFactor(trx, required, version);
    if (before !== required)
      await recordAudit(trx, actor, {
        type: 'two_factor.policy_changed',
        record: { type: 'settings', id: GENERAL_SETTINGS_ID },
        summary: { require_two_factor: required },
      });
  });
  return twoFactorPolicy(db);
}
