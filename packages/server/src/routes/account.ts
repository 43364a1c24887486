import { accountCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { forbidden, unauthorized } from '../http/errors';
import { consumeLimit, limitsOf } from '../http/rateLimit';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { endUserSignedIn, loginAs } from '../http/signIn';
import { deleteAccount, signUp } from '../services/accounts';

/** One message for every signup, new address or taken: the reply must not tell who has an account. */
export const SIGNUP_MESSAGE = 'Signup received';

/** End-user self service: sign up, log in, delete the account. */
export async function accountRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const limits = limitsOf(config);

  registerCall(app, accountCalls.signup, async ({ body, request }) => {
    await consumeLimit(request, limits.signup, request.ip, body.email);
    // No token, new address or taken: the reply is the same (the caller signs in next, which tells nothing either).
    await signUp(db, body, actorOf(request));
    return ok({}, SIGNUP_MESSAGE);
  });

  registerCall(app, accountCalls.login, ({ body, request }) =>
    loginAs(
      app,
      request,
      'user',
      body,
      unauthorized(
        'invalid_credentials',
        'Invalid email or password',
        'Invalid email or password. Please try again.',
      ),
      endUserSignedIn(app, request),
    ),
  );

  registerCall(app, accountCalls.deleteAccount, async ({ auth, request }) => {
    if (auth.role === 'admin') {
      throw forbidden(
        'admin_account_not_deletable',
        'Admin accounts cannot be deleted here',
        'An administrator account cannot delete itself.',
      );
    }
    await deleteAccount(app.deps, auth.user, auth.token, actorOf(request));
    return ok({}, 'Account deleted successfully');
  });
}
