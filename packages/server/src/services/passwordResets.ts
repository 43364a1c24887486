import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { InvalidError } from '../domain/errors';
import type { Mailer, MailLog } from '../mail/Mailer';
import { passwordResetMail } from '../mail/passwordResetMail';
import {
  deleteOldPasswordResets,
  findPasswordReset,
  insertPasswordReset,
  markPasswordResetUsed,
  type PasswordResetRow,
  supersedePasswordResets,
} from '../repositories/passwordResets';
import { findUserByEmail, findUserById, setPassword, type UserRow } from '../repositories/users';
import { type AuditActor, recordAudit } from './audit';
import { newLinkToken, tokenHash } from './linkTokens';
import { checkNewPassword } from './passwordPolicy';
import { hashPassword } from './passwords';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;
const RESET_LINK_MS = RESET_LINK_MINUTES * 60_000;

/** Expired links are kept this long, so a late click hears "expired" rather than "invalid". */
const EXPIRED_LINKS_KEPT_MS = 7 * 24 * 60 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Mails a reset link to `email` if it is an admin's; anyone else gets nothing (the caller has already given
 * its one answer). The new link supersedes the admin's earlier ones. A failed send rejects (the caller logs).
 */
export async function sendPasswordReset(
  deps: { db: Kysely<Database>; mailer: Mailer; config: Pick<Config, 'publicUrl'> },
  email: string,
  log: MailLog,
  now = Date.now(),
): Promise<void> {
  const { db, mailer, config } = deps;
  const user = await findUserByEmail(db, email);
  // The reset is for admins: a reader's account has its own way in through the app.
  if (user?.role !== 'admin') return;
  const token = newLinkToken();
  await db.transaction().execute(async (trx) => {
    await deleteOldPasswordResets(trx, iso(now - EXPIRED_LINKS_KEPT_MS));
    await supersedePasswordResets(trx, user.id, iso(now));
    await insertPasswordReset(trx, {
      token_hash: tokenHash(token),
      user_id: user.id,
      expires_at: iso(now + RESET_LINK_MS),
      used_at: null,
      superseded_at: null,
      created_at: iso(now),
    });
  });
  const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await mailer.send(passwordResetMail(user.email, user.locale, url, RESET_LINK_MINUTES), log);
}

const invalidLink = () => new InvalidError('reset_link_invalid', 'This link is not valid');

/** Why a link opens nothing, each its own refusal so the page can say which; null while it is open. */
function refusalOf(link: PasswordResetRow | undefined, now: string): InvalidError | null {
  if (!link) return invalidLink();
  if (link.used_at) return new InvalidError('reset_link_used', 'This link has already been used');
  if (link.superseded_at) {
    return new InvalidError('reset_link_superseded', 'A newer link was sent', 'Use the latest e-mail.');
  }
  if (link.expires_at <= now) return new InvalidError('reset_link_expired', 'This link has expired');
  return null;
}

/** The admin a reset link is open for now, or the refusal that says why not. */
export async function checkPasswordReset(
  db: Kysely<Database>,
  token: string,
  now = Date.now(),
): Promise<UserRow> {
  const link = await findPasswordReset(db, tokenHash(token));
  const refusal = refusalOf(link, iso(now));
  if (refusal) throw refusal;
  const user = await findUserById(db, link!.user_id);
  if (user?.role !== 'admin') throw invalidLink();
  return user;
}

/**
 * Sets a new password with a reset link and uses the link up (of two requests with it, one succeeds), with
 * every other open link of the admin: through `setPassword`, so every session of the admin ends; audited.
 * Returns the admin (the caller clears the failed sign-ins that locked the account).
 */
export async function resetPassword(
  db: Kysely<Database>,
  body: { token: string; new_password: string; confirm_password: string },
  ip: string | null,
  now = Date.now(),
): Promise<UserRow> {
  const user = await checkPasswordReset(db, body.token, now);
  if (body.new_password !== body.confirm_password) {
    throw new InvalidError('password_confirmation_mismatch', 'New password and confirmation do not match');
  }
  checkNewPassword(body.new_password, user, 'New Password');
  const hash = await hashPassword(body.new_password);
  const actor: AuditActor = { id: user.id, email: user.email, ip };
  await db.transaction().execute(async (trx) => {
    if (!(await markPasswordResetUsed(trx, tokenHash(body.token), iso(now)))) {
      // Used (or superseded) since the check: say which.
      throw refusalOf(await findPasswordReset(trx, tokenHash(body.token)), iso(now)) ?? invalidLink();
    }
    await supersedePasswordResets(trx, user.id, iso(now));
    await setPassword(trx, user.id, hash);
    await recordAudit(trx, actor, {
      type: 'password.reset',
      record: { type: 'user', id: user.id },
      summary: { sessions_ended: true },
    });
  });
  return user;
}
