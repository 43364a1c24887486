import { twoFactorCalls } from '@bible-admin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../http/actor';
import { InvalidError } from '../domain/errors';
import { badRequest, forbidden, type HttpError, unauthorized } from '../http/errors';
import { type FailureGuard, limitsOf, withFailureLimits } from '../http/rateLimit';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { finishSignIn } from '../http/signIn';
import { withStoredOnConflict } from '../http/versions';
import { findUserById, type UserRow } from '../repositories/users';
import { GENERAL_SETTINGS_ID } from '../repositories/settings';
import { verifyPassword } from '../services/passwords';
import {
  checkSecondFactor,
  checkTotp,
  confirmTotpSetup,
  disableTotp,
  findChallenge,
  finishChallenge,
  recordFailedCode,
  regenerateRecoveryCodes,
  resetSecondFactor,
  saveTwoFactorPolicy,
  secondFactorMethodsOf,
  securityOf,
  startTotpSetup,
  twoFactorPolicy,
} from '../services/twoFactor';

const challengeExpired = () =>
  unauthorized('challenge_expired', 'Sign-in expired', 'This sign-in expired or was used. Sign in again.');
const CODE_REFUSED = ['invalid_code', 'Invalid code', 'The code is wrong or was already used.'] as const;
/** At sign-in a wrong code is a failed authentication (401); in a session it is a wrong field (400), not a sign-out. */
const invalidCodeAtSignIn = () => unauthorized(...CODE_REFUSED);
const invalidCodeInSession = () => badRequest(...CODE_REFUSED);

/** Two-factor sign-in (issue 32): the second step, enrolment, one's own factors, the policy, the owner's reset. */
export async function twoFactorRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const deps = app.deps;

  /**
   * Wrong codes count where wrong passwords do (the account's sign-in limit, across addresses), so a
   * second factor cannot be guessed faster than a password; each one is audited without the code.
   */
  const guardedCode = <T>(
    request: FastifyRequest,
    user: UserRow,
    refusal: () => HttpError,
    attempt: (
      wrongCode: (method: 'totp' | 'recovery_code') => Promise<never>,
      failed: () => void,
    ) => Promise<T>,
  ) => {
    const guards: FailureGuard[] = [
      { limit: limitsOf(deps.config).loginAccount, key: user.email.toLowerCase() },
    ];
    return withFailureLimits(request, guards, user.email, (failed) =>
      attempt(async (method) => {
        failed();
        await recordFailedCode(
          db,
          { id: user.id, email: user.email, ip: request.ip || null },
          user.id,
          method,
        );
        throw refusal();
      }, failed),
    );
  };

  /** The admin a challenge token of this step names, or 401 challenge_expired. */
  const challenged = async (token: string, step: 'second_factor' | 'enrol') => {
    const challenge = await findChallenge(deps, token, step);
    const user = challenge && (await findUserById(db, challenge.user_id));
    if (!challenge || !user || user.deactivated_at) throw challengeExpired();
    return { challenge, user };
  };

  registerCall(app, twoFactorCalls.secondFactor, async ({ body, request }) => {
    const { challenge, user } = await challenged(body.challenge_token, 'second_factor');
    return guardedCode(request, user, invalidCodeAtSignIn, async (wrongCode) => {
      const actor = { id: user.id, email: user.email, ip: request.ip || null };
      if (!(await checkSecondFactor(deps, user, body.method, body.code, actor)))
        return wrongCode(body.method);
      if (!(await finishChallenge(deps, body.challenge_token))) throw challengeExpired();
      return finishSignIn(app, request, user, challenge.remember);
    });
  });

  registerCall(app, twoFactorCalls.enrolTotpSetup, async ({ body }) => {
    const { user } = await challenged(body.challenge_token, 'enrol');
    return ok(await startTotpSetup(deps, user), 'Authenticator set-up started');
  });

  registerCall(app, twoFactorCalls.enrolTotpConfirm, async ({ body, request }) => {
    const { challenge, user } = await challenged(body.challenge_token, 'enrol');
    return guardedCode(request, user, invalidCodeAtSignIn, async (wrongCode) => {
      const actor = { id: user.id, email: user.email, ip: request.ip || null };
      const codes = await confirmTotpSetup(deps, user, body.code, actor);
      if (!codes) return wrongCode('totp');
      if (!(await finishChallenge(deps, body.challenge_token))) throw challengeExpired();
      const session = await finishSignIn(app, request, user, challenge.remember);
      return ok({ recovery_codes: codes, session }, 'Authenticator set up');
    });
  });

  registerCall(app, twoFactorCalls.security, async ({ auth }) =>
    ok(await securityOf(deps, auth.user.id), 'Security'),
  );

  registerCall(app, twoFactorCalls.totpSetup, async ({ auth }) =>
    ok(await startTotpSetup(deps, auth.user), 'Authenticator set-up started'),
  );

  registerCall(app, twoFactorCalls.totpConfirm, async ({ auth, body, request }) =>
    guardedCode(request, auth.user, invalidCodeInSession, async (wrongCode) => {
      const codes = await confirmTotpSetup(deps, auth.user, body.code, actorOf(request));
      return codes ? ok({ recovery_codes: codes }, 'Authenticator set up') : wrongCode('totp');
    }),
  );

  // A stolen session must not turn the factor off: a current code, or the password (both limited as sign-ins).
  registerCall(app, twoFactorCalls.totpDisable, async ({ auth, body, request }) =>
    guardedCode(request, auth.user, invalidCodeInSession, async (wrongCode, failed) => {
      const proven =
        body.code !== undefined
          ? await checkTotp(deps, auth.user.id, body.code)
          : await verifyPassword(auth.user.password_hash, body.password ?? '');
      if (!proven) {
        if (body.code !== undefined) return wrongCode('totp');
        failed();
        throw new InvalidError('current_password_incorrect', 'Current password is incorrect');
      }
      await disableTotp(deps, auth.user, body.code !== undefined ? 'code' : 'password', actorOf(request));
      return ok({}, 'Authenticator turned off');
    }),
  );

  registerCall(app, twoFactorCalls.recoveryCodes, async ({ auth, request }) =>
    ok(
      { recovery_codes: await regenerateRecoveryCodes(deps, auth.user, actorOf(request)) },
      'New recovery codes',
    ),
  );

  registerCall(app, twoFactorCalls.policy, async () =>
    ok({ data: await twoFactorPolicy(db) }, 'Security settings'),
  );

  registerCall(app, twoFactorCalls.updatePolicy, async ({ auth, body, request }) => {
    // An owner without a factor of their own would be held to set-up on their next request: refused first.
    if (body.require_two_factor && (await secondFactorMethodsOf(deps, auth.user.id)).length === 0)
      throw badRequest(
        'second_factor_first',
        'Set up your own second factor first',
        'Set up two-factor sign-in in your profile before requiring it of every admin.',
      );
    const policy = await withStoredOnConflict(
      () => saveTwoFactorPolicy(db, body.require_two_factor, body.version, actorOf(request)),
      async () => twoFactorPolicy(db),
      { db, record: { type: 'settings', id: GENERAL_SETTINGS_ID } },
    );
    return ok({ data: policy }, 'Security settings saved');
  });

  // Another admin's factors only (one's own go from the Profile), with the password entered lately.
  registerCall(
    app,
    twoFactorCalls.resetMember,
    async ({ auth, params, request }) => {
      if (params.id === auth.user.id)
        throw forbidden(
          'forbidden_self',
          'Not for your own account',
          'Change your own second factors in Profile.',
        );
      await resetSecondFactor(deps, params.id, actorOf(request));
      return ok({}, 'Second factor reset');
    },
    { recentPassword: true },
  );
}
