import type { Role } from '@bible-admin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { presentCurrentUser } from '../presenters';
import { findUserWithPlan, recordSignIn, type UserRow } from '../repositories/users';
import { checkCredentials } from '../services/accounts';
import type { SignInOrigin } from '../services/tokens';
import { recordAudit } from '../services/audit';
import { openChallenge, secondFactorMethodsOf, twoFactorRequired } from '../services/twoFactor';
import { actorOf } from './actor';
import { type HttpError, unauthorized } from './errors';
import { consumeLimit, limitsOf, loggableAccount, withFailureLimits } from './rateLimit';
import { ok } from './reply';

/** Signing in and the token reply, shared by the login and change-password routes. */

/**
 * How long a new token lives: admins get a short session (ADMIN_SESSION_HOURS) unless they ask to be
 * remembered (TOKEN_TTL_HOURS, as end users).
 */
function sessionSeconds(app: FastifyInstance, user: UserRow, remember: boolean): number {
  const { config } = app.deps;
  return user.role === 'admin' && !remember ? config.adminSessionTtlSeconds : config.tokenTtlSeconds;
}

/** Where a request comes from, as a session lists it. */
export const originOf = (request: FastifyRequest): SignInOrigin => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent'] ?? null,
});

/**
 * The token reply shared by the admin and the end-user login and the password change: the account as it is
 * now, with the token `issue` makes for it (a new session's, or the same session's renewed).
 */
export async function tokenReply(
  app: FastifyInstance,
  user: UserRow,
  message: string,
  issue: (user: UserRow) => Promise<string>,
) {
  const { db, media } = app.deps;
  const withPlan = await findUserWithPlan(db, user.id);
  if (!withPlan) throw unauthorized('invalid_credentials', 'Invalid username or password');
  return ok(
    {
      access_token: await issue(withPlan),
      token_type: 'bearer' as const,
      user: presentCurrentUser(withPlan, media),
    },
    message,
  );
}

/**
 * Signs in an account of one role. Any failure, including the right password of the other role, is the
 * same 401: the answer reveals nothing about which accounts exist. Limited per address and account
 * (every attempt), per account (failures, across addresses) and per address (failures across accounts,
 * a higher ceiling); each failure leaves an audit event.
 */
export async function loginAs<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  role: Role,
  { username, password, remember = false }: { username: string; password: string; remember?: boolean },
  failure: HttpError,
  passed: (user: UserRow, remember: boolean) => Promise<T>,
): Promise<T> {
  const limits = limitsOf(app.deps.config);
  const account = username.trim().toLowerCase();
  await consumeLimit(request, limits.login, `${request.ip}|${account}`, account);
  const guards = [
    { limit: limits.loginAccount, key: account },
    { limit: limits.loginAddress, key: request.ip },
  ];
  return withFailureLimits(request, guards, account, async (failed) => {
    const user = await checkCredentials(app.deps.db, username, password);
    if (!user || user.role !== role) {
      failed();
      // The attempted e-mail, never the password (nor a username that does not look like an e-mail).
      await recordAudit(
        app.deps.db,
        { ...actorOf(request), email: loggableAccount(account) },
        { type: 'auth.login_failed', summary: { login: role === 'admin' ? 'admin' : 'app' } },
      );
      throw failure;
    }
    // Only once the password is right does a deactivated admin learn why they cannot sign in.
    if (user.deactivated_at)
      throw unauthorized('account_deactivated', 'Account deactivated', 'An owner deactivated this account.');
    return passed(user, remember);
  });
}

/** An end user's sign-in, once the password is right: a session at once. */
export const endUserSignedIn =
  (app: FastifyInstance, request: FastifyRequest) => (user: UserRow, remember: boolean) =>
    tokenReply(app, user, 'Login successful', (account) =>
      app.deps.tokens.signIn(account, originOf(request), sessionSeconds(app, user, remember)),
    );

/**
 * An admin's sign-in, once the password is right: a session at once without a second factor, else no session
 * yet but a challenge for the second step, or for setting one up when the owner requires it.
 */
export const adminPasswordPassed =
  (app: FastifyInstance, request: FastifyRequest) => async (user: UserRow, remember: boolean) => {
    const methods = await secondFactorMethodsOf(app.deps, user.id);
    const step =
      methods.length > 0 ? 'second_factor' : (await twoFactorRequired(app.deps.db)) ? 'enrol' : null;
    if (!step) return finishSignIn(app, request, user, remember);
    const challenge = await openChallenge(app.deps, user, step, remember);
    return ok(
      {
        step,
        challenge_token: challenge.token,
        expires_at: challenge.expiresAt,
        ...(step === 'second_factor' ? { methods } : {}),
      },
      step === 'second_factor' ? 'Second factor required' : 'Two-factor set-up required',
    );
  };

/**
 * Ends an admin's sign-in: the session starts (a trace of its own in the audit log) and the reply carries
 * its token, `step: 'signed_in'`. After the password alone, or after the second step.
 */
export async function finishSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  remember: boolean,
) {
  await recordSignIn(app.deps.db, user.id);
  await recordAudit(
    app.deps.db,
    { id: user.id, email: user.email, ip: request.ip || null },
    { type: 'auth.signed_in', summary: { remember } },
  );
  const reply = await tokenReply(app, user, 'Login successful', (account) =>
    app.deps.tokens.signIn(account, originOf(request), sessionSeconds(app, user, remember)),
  );
  return { ...reply, step: 'signed_in' as const };
}
