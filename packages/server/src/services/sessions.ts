import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { InvalidError, NotFoundError } from '../domain/errors';
import { confirmSessionPassword, endSessions, findSession, listOpenSessions } from '../repositories/sessions';
import type { TokenSession, UserRow } from '../repositories/users';
import { recordAudit, type AuditActor } from './audit';
import { verifyPassword } from './passwords';
import { requireUser } from './require';

/** How long a password entered (a sign-in, a confirmation) lets the calls that ask for it through. */
export const RECENT_PASSWORD_MS = 5 * 60_000;

/** Whether the session's password was entered within RECENT_PASSWORD_MS of `now` (ms). */
export function hasRecentPassword(session: Pick<TokenSession, 'password_confirmed_at'> | null, now: number) {
  if (!session?.password_confirmed_at) return false;
  return now - Date.parse(session.password_confirmed_at) <= RECENT_PASSWORD_MS;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The account's open sessions at `now`, the most recently active first. */
export function openSessions(db: Kysely<Database>, userId: string, now: number) {
  return listOpenSessions(db, userId, iso(now));
}

/** An admin account, or 404: the owner's session calls concern admins only. */
export async function requireAdmin(db: Kysely<Database>, id: string): Promise<UserRow> {
  const user = await requireUser(db, id);
  if (user.role !== 'admin')
    throw new NotFoundError('user_not_found', 'User not found', `No admin with id ${id}.`);
  return user;
}

type Scope = 'one' | 'others' | 'all';

/** Ends sessions of `userId` by hand (their tokens are refused with session_ended), audited in one transaction. */
async function endByHand(
  db: Kysely<Database>,
  actor: AuditActor,
  userId: string,
  scope: Scope,
  which: { only?: string; except?: string },
  now: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const count = await endSessions(trx, userId, 'ended', iso(now), which);
    if (count > 0) {
      await recordAudit(trx, actor, {
        type: 'session.ended',
        record: { type: 'user', id: userId },
        summary: { scope, count },
      });
    }
    return count;
  });
}

/**
 * Ends one session: of the account `ownerId` when given (one's own; another's id is not found), else of any
 * admin (the owner's call). Ending one already over ends nothing (0).
 */
export async function endOneSession(
  db: Kysely<Database>,
  actor: AuditActor,
  sessionId: string,
  ownerId: string | null,
  now: number,
): Promise<number> {
  const session = await findSession(db, sessionId);
  const notFound = () => new NotFoundError('not_found', 'Not found', `No session with id ${sessionId}.`);
  if (!session || (ownerId !== null && session.user_id !== ownerId)) throw notFound();
  if (ownerId === null && (await requireUser(db, session.user_id)).role !== 'admin') throw notFound();
  return endByHand(db, actor, session.user_id, 'one', { only: sessionId }, now);
}

/** Ends every session of the account but `keep` (the caller's). */
export function endOtherSessions(
  db: Kysely<Database>,
  actor: AuditActor,
  userId: string,
  keep: string | null,
  now: number,
): Promise<number> {
  return endByHand(db, actor, userId, 'others', keep ? { except: keep } : {}, now);
}

/** Ends every session of an admin's (the owner's call). */
export async function endAllSessions(
  db: Kysely<Database>,
  actor: AuditActor,
  adminId: string,
  now: number,
): Promise<number> {
  await requireAdmin(db, adminId);
  return endByHand(db, actor, adminId, 'all', {}, now);
}

/**
 * The current password entered again in this session: stamped, so the calls that ask for a recent one go
 * through for RECENT_PASSWORD_MS. A wrong one is reported (`wrongPassword`: the caller's rate limits),
 * audited and refused.
 */
export async function confirmPassword(
  db: Kysely<Database>,
  user: UserRow,
  sessionId: string,
  password: string,
  actor: AuditActor,
  wrongPassword: () => void,
  now: number,
): Promise<void> {
  if (!(await verifyPassword(user.password_hash, password))) {
    wrongPassword();
    await recordAudit(db, actor, {
      type: 'auth.password_check_failed',
      record: { type: 'user', id: user.id },
    });
    throw new InvalidError('current_password_incorrect', 'Current password is incorrect');
  }
  await confirmSessionPassword(db, sessionId, iso(now));
}
