import { type CallEndpoint, mayDo } from '@bible-admin/contract';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { preHandlerFor } from './auth';
import { forbidden, unauthorized } from './errors';

/**
 * Who may make a call, checked before it runs: the account its `auth` asks for, never a deactivated one
 * (refused on every request, whatever token it still holds), and for an admin call a role holding the call's
 * `permission`. The role is read from the account's row, loaded per request: a change of role or a
 * deactivation holds from the admin's next request.
 */
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
  };
}
