import { profileCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { badRequest, unauthorized } from '../http/errors';
import { checkLimit, countFailure, limitsOf } from '../http/rateLimit';
import { ok } from '../http/reply';
import { withMediaChanges } from '../media/MediaChanges';
import { checkedImage } from '../services/images';
import { registerCall } from '../http/route';
import { tokenReply } from '../http/signIn';
import { presentUser } from '../presenters';
import { findUserWithPlan, setPassword, updateUser } from '../repositories/users';
import { changedFields, recordAudit } from '../services/audit';
import { hashPassword, verifyPassword } from '../services/passwords';

export async function profileRoutes(app: FastifyInstance) {
  const { db, media, config } = app.deps;

  registerCall(app, profileCalls.updateProfile, async ({ body, files, auth, request }) => {
    if (body.email && body.email.toLowerCase() !== auth.user.email) {
      throw badRequest('Email cannot be changed', 'The e-mail address of an account is read-only.');
    }
    const picture =
      files.profile_pic && (await checkedImage(files.profile_pic, 'Profile picture', config.imageMaxPx));
    const lastName = body.last_name ?? auth.user.last_name;
    // The new picture is stored before the transaction and removed if it fails; the old one only after it.
    await withMediaChanges(media, async (changes) => {
      const profilePic = picture ? await changes.add({ path: picture.path }, picture.ext) : undefined;
      await db.transaction().execute(async (trx) => {
        await updateUser(trx, auth.user.id, {
          first_name: body.first_name,
          last_name: lastName,
          name: `${body.first_name} ${lastName}`.trim(),
          ...(profilePic ? { profile_pic: profilePic } : {}),
        });
        await recordAudit(trx, actorOf(request), {
          type: 'profile.updated',
          record: { type: 'user', id: auth.user.id },
          summary: {
            changes: changedFields(auth.user, { first_name: body.first_name, last_name: lastName }),
            profile_pic: profilePic ? 'replaced' : 'kept',
          },
        });
      });
      if (profilePic) changes.drop(auth.user.profile_pic);
    });
    const user = await findUserWithPlan(db, auth.user.id);
    if (!user) throw unauthorized();
    return ok({ data: presentUser(user, media) }, 'Profile updated successfully');
  });

  registerCall(app, profileCalls.changePassword, async ({ body, auth, request }) => {
    // A stolen session must not be able to guess the password: PASSWORD_ATTEMPT_LIMIT wrong ones, then 429.
    const limit = limitsOf(config).passwordCheck;
    await checkLimit(request, limit, auth.user.id);
    if (!(await verifyPassword(auth.user.password_hash, body.current_password))) {
      await countFailure(request, limit, auth.user.id);
      await recordAudit(db, actorOf(request), {
        type: 'auth.password_check_failed',
        record: { type: 'user', id: auth.user.id },
      });
      throw badRequest('Current password is incorrect');
    }
    if (body.new_password !== body.confirm_password) {
      throw badRequest('New password and confirmation do not match');
    }
    const hash = await hashPassword(body.new_password);
    await db.transaction().execute(async (trx) => {
      await setPassword(trx, auth.user.id, hash);
      // Never the password: only that it changed, which ended every session of the account.
      await recordAudit(trx, actorOf(request), {
        type: 'password.changed',
        record: { type: 'user', id: auth.user.id },
        summary: { sessions_ended: true },
      });
    });
    // Every earlier token of the account ends, the caller's too: it continues with this fresh one.
    return tokenReply(app, auth.user, 'Password updated successfully');
  });
}
