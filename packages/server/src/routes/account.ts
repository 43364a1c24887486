import { accountCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { forbidden, unauthorized } from '../http/errors';
import { consumeLimit, limitsOf } from '../http/rateLimit';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { loginAs, tokenReply } from '../http/signIn';
import { deleteUser, findUserByEmail, insertUser } from '../repositories/users';
import { recordAudit } from '../services/audit';
import { hashPassword } from '../services/passwords';

/** One message for every signup, new address or taken: the reply must not tell who has an account. */
export const SIGNUP_MESSAGE = 'Signup received';

const splitName = (name: string) => {
  const [first = '', ...rest] = name.split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
};

/** End-user self service: sign up, log in, delete the account. */
export async function accountRoutes(app: FastifyInstance) {
  const { db, media, tokens, config } = app.deps;
  const limits = limitsOf(config);

  registerCall(app, accountCalls.signup, async ({ body, request }) => {
    await consumeLimit(request, limits.signup, request.ip, body.email);
    // Hashed in both cases, so a taken address answers as slowly as a new one.
    const passwordHash = await hashPassword(body.password);
    /**
     * A taken address (end user or admin): the account is left exactly as it is, the caller gets the
     * same success without a token, and the admin sees the attempt in the audit log.
     */
    const taken = async () => {
      await recordAudit(
        db,
        { ...actorOf(request), email: body.email },
        { type: 'auth.signup_existing_email' },
      );
      return ok({}, SIGNUP_MESSAGE);
    };
    if (await findUserByEmail(db, body.email)) return taken();
    try {
      const user = await insertUser(db, {
        role: 'user',
        name: body.name,
        ...splitName(body.name),
        email: body.email,
        password_hash: passwordHash,
        status: 'Active',
        device: body.device,
      });
      return await tokenReply(app, user, SIGNUP_MESSAGE);
    } catch (error) {
      // Two signups racing for one e-mail: the unique index decides, the loser is a taken address.
      if (await findUserByEmail(db, body.email)) return taken();
      throw error;
    }
  });

  registerCall(app, accountCalls.login, ({ body, request }) =>
    loginAs(
      app,
      request,
      'user',
      body,
      unauthorized('Invalid email or password', 'Invalid email or password. Please try again.'),
    ),
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
