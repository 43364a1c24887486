import { type CallEndpoint, mayDo, twoFactorCalls } from '@bible-admin/contract';
import { lacksRequiredFactor } from '../repositories/twoFactor';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { preHandlerFor } from './auth';
import { forbidden, unauthorized } from './errors';

/**
 * Who may make a call, checked before it runs: the account its `auth` asks for, never a deactivated one
 * (refused on every request, whatever token it still holds), and for an admin call a role holding the call's
 * `permission`. The role is read from the account's row, loaded per request: a change of role or a
 * deactivation holds from the admin's next request. While the owner requires a second factor, an admin
 * without one may make only the set-up calls (403 two_factor_setup_required).
 */
/** The admin calls a session without the second factor the owner requires may still make: setting one up. */
const enrolmentCalls = new Set<string>(
  [twoFactorCalls.security, twoFactorCalls.totpSetup, twoFactorCalls.totpConfirm].map((call) => call.name),
);

export function guardOf(call: CallEndpoint): preHandlerAsyncHookHandler | null {
  const signedIn = preHandlerFor[call.auth];
  if (!signedIn) return null;
  return async function guard(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    await signedIn.call(request.server, request, reply);
    const user = request.auth?.user;
    if (user?.deactivated_at)
      throw unauthorized('account_deactivated', 'Account deactivated', 'An owner deactivated this account.');
    if (call.permission && !(user?.admin_role && mayDo(user.admin_role, call.permission)))
      throw forbidden(
        'forbidden_role',
        'Your role does not allow this',
        `This call needs the ${call.permission} permission, which the ${user?.admin_role ?? 'unknown'} role does not hold.`,
      );
    // A session from before the owner required a second factor: nothing but setting one up (issue 32).
    if (
      call.auth === 'admin' &&
      user &&
      !enrolmentCalls.has(call.name) &&
      (await lacksRequiredFactor(request.server.deps.db, user.id))
    )
      throw forbidden(
        'two_factor_setup_required',
        'Two-factor set-up required',
        'The owner requires a second factor for every admin. Set one up in your profile first.',
      );
  };
}
