import { authCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { unauthorized } from '../http/errors';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { adminPasswordPassed, loginAs } from '../http/signIn';
import { presentCurrentUser } from '../presenters';
import { findUserWithPlan } from '../repositories/users';
import { recordAudit } from '../services/audit';

export async function authRoutes(app: FastifyInstance) {
  const { db, media, tokens } = app.deps;

  registerCall(app, authCalls.login, ({ body, request }) =>
    loginAs(
      app,
      request,
      'admin',
      body,
      unauthorized(
        'invalid_credentials',
        'Invalid username or password',
        'Invalid username or password. Please try again.',
      ),
      adminPasswordPassed(app, request),
    ),
  );

  registerCall(app, authCalls.currentUser, async ({ auth }) => {
    const user = await findUserWithPlan(db, auth.user.id);
    if (!user) throw unauthorized();
    return ok({ current_user: presentCurrentUser(user, media) }, 'Current user');
  });

  registerCall(app, authCalls.logout, async ({ auth, request }) => {
    await tokens.revoke(auth.token);
    if (auth.role === 'admin') await recordAudit(db, actorOf(request), { type: 'auth.signed_out' });
    return ok({}, 'Logged out');
  });
}
