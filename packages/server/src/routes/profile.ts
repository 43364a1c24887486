import { profileCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { unauthorized } from '../http/errors';
import { limitsOf, withFailureLimits } from '../http/rateLimit';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { withStoredOnConflict } from '../http/versions';
import { originOf, tokenReply } from '../http/signIn';
import { presentCurrentUser } from '../presenters';
import { findUserWithPlan } from '../repositories/users';
import { changeLocale, changePassword, editProfile } from '../services/profile';

export async function profileRoutes(app: FastifyInstance) {
  const { db, media } = app.deps;

  registerCall(app, profileCalls.updateProfile, async ({ body, files, auth, request }) => {
    const user = await withStoredOnConflict(
      () => editProfile(app.deps, auth.user, body, files.profile_pic, actorOf(request)),
      async () => {
        const stored = await findUserWithPlan(db, auth.user.id);
        return stored && presentCurrentUser(stored, media);
      },
      { db, record: { type: 'user', id: auth.user.id } },
    );
    if (!user) throw unauthorized();
    return ok({ data: presentCurrentUser(user, media) }, 'Profile updated successfully');
  });

  registerCall(app, profileCalls.changePassword, async ({ body, auth, request }) => {
    // A stolen session must not be able to guess the password: PASSWORD_ATTEMPT_LIMIT wrong ones, then 429.
    const limit = limitsOf(app.deps.config).passwordCheck;
    await withFailureLimits(request, [{ limit, key: auth.user.id }], undefined, (failed) =>
      changePassword(db, auth.user, body, actorOf(request), failed, auth.token.sessionId),
    );
    // Every other session of the account ends; this one goes on, on a token with the new stamp.
    return tokenReply(app, auth.user, 'Password updated successfully', (user) =>
      app.deps.tokens.renew(user, auth.token, originOf(request)),
    );
  });

  registerCall(app, profileCalls.updateLocale, async ({ body, auth, request }) => {
    const user = await changeLocale(db, auth.user, body.locale, actorOf(request));
    if (!user) throw unauthorized();
    return ok({ data: presentCurrentUser(user, media) }, 'Language updated successfully');
  });
}
