import { profileCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, unauthorized } from '../http/errors';
import { ok } from '../http/reply';
import { checkedImage } from '../http/images';
import { registerCall } from '../http/route';
import { presentUser } from '../presenters';
import { findUserWithPlan, setPassword, updateUser } from '../repositories/users';
import { hashPassword, verifyPassword } from '../services/passwords';
import { tokenReply } from './auth';

export async function profileRoutes(app: FastifyInstance) {
  const { db, media, config } = app.deps;

  registerCall(app, profileCalls.updateProfile, async ({ body, files, auth }) => {
    if (body.email && body.email.toLowerCase() !== auth.user.email) {
      throw badRequest('Email cannot be changed', 'The e-mail address of an account is read-only.');
    }
    const picture =
      files.profile_pic && (await checkedImage(files.profile_pic, 'Profile picture', config.imageMaxPx));
    const profilePic = picture ? await media.put(picture.data, picture.ext) : undefined;
    const lastName = body.last_name ?? auth.user.last_name;
    await updateUser(db, auth.user.id, {
      first_name: body.first_name,
      last_name: lastName,
      name: `${body.first_name} ${lastName}`.trim(),
      ...(profilePic ? { profile_pic: profilePic } : {}),
    });
    if (profilePic && auth.user.profile_pic) await media.delete(auth.user.profile_pic);
    const user = await findUserWithPlan(db, auth.user.id);
    if (!user) throw unauthorized();
    return ok({ data: presentUser(user, media) }, 'Profile updated successfully');
  });

  registerCall(app, profileCalls.changePassword, async ({ body, auth }) => {
    if (!(await verifyPassword(auth.user.password_hash, body.current_password))) {
      throw badRequest('Current password is incorrect');
    }
    if (body.new_password !== body.confirm_password) {
      throw badRequest('New password and confirmation do not match');
    }
    await setPassword(db, auth.user.id, await hashPassword(body.new_password));
    // Every earlier token of the account ends, the caller's too: it continues with this fresh one.
    return tokenReply(app, auth.user, 'Password updated successfully');
  });
}
