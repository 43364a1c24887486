import type { Locale, profileCalls } from '@bible-admin/contract';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import { InvalidError } from '../domain/errors';
import { withMediaChanges } from '../media/MediaChanges';
import {
  findUserWithPlan,
  lockUser,
  setPassword,
  setUserLocale,
  updateUser,
  type UserRow,
  type UserWithPlan,
} from '../repositories/users';
import { type AuditActor, changedFields, recordAudit } from './audit';
import { checkedImage, type Upload } from './images';
import { checkNewPassword } from './passwordPolicy';
import { hashPassword, verifyPassword } from './passwords';

/** What changing one's own profile and password means, each with its audit event. */

export type EditProfileInput = z.output<(typeof profileCalls.updateProfile)['body']>;
export type ChangePasswordInput = z.output<(typeof profileCalls.changePassword)['body']>;

/**
 * Changes the account's names and, given a `picture`, its profile picture (the e-mail address is
 * read-only). Returns the account as stored; undefined when it was deleted meanwhile. With `body.version`,
 * only the profile still at that version (else StaleVersionError).
 */
export async function editProfile(
  { db, media, config }: Pick<AppDeps, 'db' | 'media' | 'config'>,
  user: UserRow,
  body: EditProfileInput,
  picture: Upload | undefined,
  actor: AuditActor,
): Promise<UserWithPlan | undefined> {
  if (body.email && body.email.toLowerCase() !== user.email) {
    throw new InvalidError(
      'email_read_only',
      'Email cannot be changed',
      'The e-mail address of an account is read-only.',
    );
  }
  const image = picture && (await checkedImage(picture, 'Profile picture', config));
  const lastName = body.last_name ?? user.last_name;
  // The new picture is stored before the transaction and removed if it fails; the old one only after it.
  await withMediaChanges(media, async (changes) => {
    const profilePic = image ? await changes.add({ path: image.path }, image.ext) : undefined;
    await db.transaction().execute(async (trx) => {
      // The picture replaced is read under the row's lock, as a chapter's files are: of parallel updates
      // each drops the one it replaced (the one read at the request's start would orphan the others').
      if (profilePic) changes.drop((await lockUser(trx, user.id))?.profile_pic);
      await updateUser(
        trx,
        user.id,
        {
          first_name: body.first_name,
          last_name: lastName,
          name: `${body.first_name} ${lastName}`.trim(),
          ...(profilePic ? { profile_pic: profilePic } : {}),
        },
        body.version,
      );
      await recordAudit(trx, actor, {
        type: 'profile.updated',
        record: { type: 'user', id: user.id },
        summary: {
          changes: changedFields(user, { first_name: body.first_name, last_name: lastName }),
          profile_pic: profilePic ? 'replaced' : 'kept',
        },
      });
    });
  });
  return findUserWithPlan(db, user.id);
}

/**
 * Keeps the admin's language with the account, so it follows them to another browser; a change is audited
 * like the names, the same language writes nothing. Returns the account; undefined when it was deleted meanwhile.
 */
export async function changeLocale(
  db: AppDeps['db'],
  user: UserRow,
  locale: Locale,
  actor: AuditActor,
): Promise<UserWithPlan | undefined> {
  if (locale !== user.locale) {
    await db.transaction().execute(async (trx) => {
      await setUserLocale(trx, user.id, locale);
      await recordAudit(trx, actor, {
        type: 'profile.updated',
        record: { type: 'user', id: user.id },
        summary: { changes: changedFields(user, { locale }) },
      });
    });
  }
  return findUserWithPlan(db, user.id);
}

/**
 * Sets a new password once the current one is given: through `setPassword`, so every other session of
 * the account ends. A wrong current password is audited and reported (`wrongPassword`: the caller's rate limit,
 * so a stolen session cannot guess it) before it is refused.
 */
export async function changePassword(
  db: AppDeps['db'],
  user: UserRow,
  body: ChangePasswordInput,
  actor: AuditActor,
  wrongPassword: () => void,
  /** The session that changes it: it goes on, every other one ends. */
  keepSession: string | null,
): Promise<void> {
  if (!(await verifyPassword(user.password_hash, body.current_password))) {
    wrongPassword();
    await recordAudit(db, actor, {
      type: 'auth.password_check_failed',
      record: { type: 'user', id: user.id },
    });
    throw new InvalidError('current_password_incorrect', 'Current password is incorrect');
  }
  if (body.new_password !== body.confirm_password) {
    throw new InvalidError('password_confirmation_mismatch', 'New password and confirmation do not match');
  }
  checkNewPassword(body.new_password, user, 'New Password');
  // The current password was just verified, so the same text is the same password.
  if (body.new_password === body.current_password) {
    throw new InvalidError('password_unchanged', 'New password must be different from the current password');
  }
  const hash = await hashPassword(body.new_password);
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, user.id, hash, keepSession);
    // Never the password: only that it changed, which ended every other session of the account.
    await recordAudit(trx, actor, {
      type: 'password.changed',
      record: { type: 'user', id: user.id },
      summary: { sessions_ended: true },
    });
  });
}
