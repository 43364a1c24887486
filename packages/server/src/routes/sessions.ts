import { sessionCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { limitsOf, withFailureLimits } from '../http/rateLimit';
import { unauthorized } from '../http/errors';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { presentSession } from '../presenters';
import {
  confirmPassword,
  endAllSessions,
  endOneSession,
  endOtherSessions,
  openSessions,
  requireAdmin,
} from '../services/sessions';

/** Sign-in sessions: one's own (Profile), any admin's (the owner's Team page), and entering the password again. */
export async function sessionRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const ended = (count: number) =>
    ok({ data: { ended: count } }, count > 0 ? 'Session ended' : 'Nothing to end');

  registerCall(app, sessionCalls.mine, async ({ auth }) => {
    const rows = await openSessions(db, auth.user.id, clock());
    return ok({ data: rows.map((row) => presentSession(row, auth.token.sessionId)) }, 'Sessions');
  });

  registerCall(app, sessionCalls.endMine, async ({ params, auth, request }) =>
    ended(await endOneSession(db, actorOf(request), params.id, auth.user.id, clock())),
  );

  registerCall(app, sessionCalls.endMyOthers, async ({ auth, request }) =>
    ended(await endOtherSessions(db, actorOf(request), auth.user.id, auth.token.sessionId, clock())),
  );

  registerCall(app, sessionCalls.ofAdmin, async ({ params, auth }) => {
    await requireAdmin(db, params.id);
    const rows = await openSessions(db, params.id, clock());
    return ok({ data: rows.map((row) => presentSession(row, auth.token.sessionId)) }, 'Sessions');
  });

  registerCall(app, sessionCalls.endAdminSession, async ({ params, request }) =>
    ended(await endOneSession(db, actorOf(request), params.id, null, clock())),
  );

  registerCall(app, sessionCalls.endAdminSessions, async ({ params, request }) =>
    ended(await endAllSessions(db, actorOf(request), params.id, clock())),
  );

  registerCall(app, sessionCalls.confirmPassword, async ({ body, auth, request }) => {
    // A stolen session must not guess the password: the change-password limit per account, and the sign-in
    // limit per account, count a wrong one.
    const limits = limitsOf(app.deps.config);
    const guards = [
      { limit: limits.passwordCheck, key: auth.user.id },
      { limit: limits.loginAccount, key: auth.user.email },
    ];
    await withFailureLimits(request, guards, auth.user.email, async (failed) => {
      // A token from before sessions has none to stamp: it signs in again (its sign-in then counts).
      if (!auth.token.sessionId) throw unauthorized();
      await confirmPassword(
        db,
        auth.user,
        auth.token.sessionId,
        body.password,
        actorOf(request),
        failed,
        clock(),
      );
    });
    return ok({}, 'Password confirmed');
  });
}
