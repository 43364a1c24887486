import { authCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../http/errors';
import { loginRateLimit } from '../http/rateLimit';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { presentUser } from '../presenters';
import { findUserWithPlan, type UserRow } from '../repositories/users';
import { checkCredentials } from '../services/accounts';

/** The token reply shared by the admin and the end-user login. */
export async function tokenReply(app: FastifyInstance, user: UserRow, message: string) {
  const { tokens, db, media } = app.deps;
  const withPlan = await findUserWithPlan(db, user.id);
  if (!withPlan) throw unauthorized('Invalid username or password');
  return ok(
    {
      access_token: await tokens.issue(user.id),
      token_type: 'bearer' as const,
      user: presentUser(withPlan, media),
    },
    message,
  );
}

export async function authRoutes(app: FastifyInstance) {
  const { db, media, tokens, config } = app.deps;

  registerCall(
    app,
    authCalls.login,
    async ({ body }) => {
      const user = await checkCredentials(db, body.username, body.password);
      // A non-admin gets the same answer as a wrong password: the admin login reveals no accounts.
      if (!user || user.role !== 'admin') {
        throw unauthorized('Invalid username or password', 'Invalid username or password. Please try again.');
      }
      return tokenReply(app, user, 'Login successful');
    },
    { config: loginRateLimit(config) },
  );

  registerCall(app, authCalls.currentUser, async ({ auth }) => {
    const user = await findUserWithPlan(db, auth.user.id);
    if (!user) throw unauthorized();
    return ok({ current_user: presentUser(user, media) }, 'Current user');
  });

  registerCall(app, authCalls.logout, async ({ auth }) => {
    await tokens.revoke(auth.token);
    return ok({}, 'Logged out');
  });
}
