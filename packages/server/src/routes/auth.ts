import { authCalls, type Role } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { type HttpError, unauthorized } from '../http/errors';
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
      access_token: await tokens.issue(withPlan),
      token_type: 'bearer' as const,
      user: presentUser(withPlan, media),
    },
    message,
  );
}

/**
 * Signs in an account of one role. Any failure, including the right password of the other role, is the
 * same 401: the answer reveals nothing about which accounts exist.
 */
export async function loginAs(
  app: FastifyInstance,
  role: Role,
  { username, password }: { username: string; password: string },
  failure: HttpError,
) {
  const user = await checkCredentials(app.deps.db, username, password);
  if (!user || user.role !== role) throw failure;
  return tokenReply(app, user, 'Login successful');
}

export async function authRoutes(app: FastifyInstance) {
  const { db, media, tokens, config } = app.deps;

  registerCall(
    app,
    authCalls.login,
    ({ body }) =>
      loginAs(
        app,
        'admin',
        body,
        unauthorized('Invalid username or password', 'Invalid username or password. Please try again.'),
      ),
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
