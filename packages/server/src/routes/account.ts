import { accountCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { conflict, forbidden, unauthorized } from '../http/errors';
import { loginRateLimit } from '../http/rateLimit';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { deleteUser, findUserByEmail, insertUser } from '../repositories/users';
import { hashPassword } from '../services/passwords';
import { loginAs, tokenReply } from './auth';

const splitName = (name: string) => {
  const [first = '', ...rest] = name.split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
};

/** End-user self service: sign up, log in, delete the account. */
export async function accountRoutes(app: FastifyInstance) {
  const { db, media, tokens, config } = app.deps;

  registerCall(
    app,
    accountCalls.signup,
    async ({ body }) => {
      if (await findUserByEmail(db, body.email)) {
        throw conflict(
          'Email already registered',
          'An account with this e-mail already exists. Please log in.',
        );
      }
      const user = await insertUser(db, {
        role: 'user',
        name: body.name,
        ...splitName(body.name),
        email: body.email,
        password_hash: await hashPassword(body.password),
        status: 'Active',
        device: body.device,
      }).catch(async (error: unknown) => {
        // Two signups racing for one e-mail: the unique index decides.
        if (await findUserByEmail(db, body.email)) throw conflict('Email already registered');
        throw error;
      });
      return tokenReply(app, user, 'Account created');
    },
    { config: loginRateLimit(config) },
  );

  registerCall(
    app,
    accountCalls.login,
    ({ body }) =>
      loginAs(
        app,
        'user',
        body,
        unauthorized('Invalid email or password', 'Invalid email or password. Please try again.'),
      ),
    { config: loginRateLimit(config) },
  );

  registerCall(app, accountCalls.deleteAccount, async ({ auth }) => {
    if (auth.role === 'admin') {
      throw forbidden(
        'Admin accounts cannot be deleted here',
        'An administrator account cannot delete itself.',
      );
    }
    await deleteUser(db, auth.user.id);
    await tokens.revoke(auth.token);
    if (auth.user.profile_pic) await media.delete(auth.user.profile_pic);
    return ok({}, 'Account deleted successfully');
  });
}
