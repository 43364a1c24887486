import type { Auth, Role } from '@bible-admin/contract';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TokenSession, UserRow } from '../repositories/users';
import type { SessionEnd, TokenClaims } from '../services/tokens';
import { hasRecentPassword } from '../services/sessions';
import { forbidden, unauthorized } from './errors';

export interface AuthUser {
  user: UserRow;
  role: Role;
  token: TokenClaims;
  /** The token's session (null for a token from before sessions). */
  session: TokenSession | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, set by requireUser / requireAdmin. */
    auth: AuthUser | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerOf(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The account behind the request's bearer token; null when absent, invalid, expired, signed out or of a
 * deleted account; `ended` when its session was ended (by hand, or by a password change elsewhere).
 */
export async function authenticate(
  request: FastifyRequest,
): Promise<AuthUser | { ended: SessionEnd } | null> {
  const token = bearerOf(request.headers.authorization);
  if (!token) return null;
  const account = await request.server.deps.tokens.authenticate(token);
  if (!account || 'ended' in account) return account;
  return { user: account.user, role: account.user.role, token: account.claims, session: account.session };
}

/** The 401 for a session that ended, with its reason's code: the app signs out and says why. */
const endedRefusal: Record<SessionEnd, () => Error> = {
  password_changed: () =>
    unauthorized(
      'session_ended_password_changed',
      'Session ended',
      "This session ended because the account's password was changed. Sign in again.",
    ),
  ended: () => unauthorized('session_ended', 'Session ended', 'This session was ended. Sign in again.'),
};

/** 401 unless a valid token of any account. */
export const requireUser: preHandlerAsyncHookHandler = async (
  request: FastifyRequest,
  _reply: FastifyReply,
) => {
  const account = await authenticate(request);
  if (account && 'ended' in account) throw endedRefusal[account.ended]();
  request.auth = account;
  if (!request.auth)
    throw unauthorized('unauthorized', 'Authentication required', 'Send a valid bearer token.');
};

/** 401 without a valid token, 403 for a valid token of a non-admin. */
export const requireAdmin: preHandlerAsyncHookHandler = async (request, reply) => {
  await requireUser.call(request.server, request, reply);
  if (request.auth?.role !== 'admin')
    throw forbidden('forbidden', 'Admin access required', 'This call is for administrators.');
};

/**
 * 403 reauthentication_required unless this session's password was entered in the last five minutes (a
 * sign-in, or POST /api/auth/confirm-password): for the calls that change what a stolen session must not
 * (the Stripe keys, an admin's role). Runs after the call's own auth; a route opts in with
 * `registerCall(app, call, handler, { recentPassword: true })`.
 */
export const requireRecentPassword: preHandlerAsyncHookHandler = async (request) => {
  if (!request.auth || !hasRecentPassword(request.auth.session, request.server.deps.clock()))
    throw forbidden(
      'reauthentication_required',
      'Password required',
      'Enter your current password again to make this change.',
    );
};

export const preHandlerFor: Record<Auth, preHandlerAsyncHookHandler | null> = {
  public: null,
  user: requireUser,
  admin: requireAdmin,
};
