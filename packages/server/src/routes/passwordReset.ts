import { authCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { clearLoginFailures, consumeLimit, limitsOf, withinLimit } from '../http/rateLimit';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { checkPasswordReset, resetPassword, sendPasswordReset } from '../services/passwordResets';

/** "Forgot password?": the request for a link, the link's check, and the new password it sets. */
export async function passwordResetRoutes(app: FastifyInstance) {
  const { db, lifecycle } = app.deps;
  const limits = limitsOf(app.deps.config);

  registerCall(app, authCalls.forgotPassword, async ({ body, request }) => {
    await consumeLimit(request, limits.passwordReset, request.ip);
    // One answer for every address, sent before any of the work that differs (finding the admin, writing the
    // link, the mail server): whether the address is an admin's shows neither in the reply nor in its timing.
    const work = new Promise((resolve) => setImmediate(resolve)).then(async () => {
      if (!(await withinLimit(request, limits.passwordResetAccount, body.email))) return;
      await sendPasswordReset(app.deps, body.email, request.log);
    });
    void lifecycle.track(
      work.catch((error: unknown) =>
        request.log.error({ code: (error as { code?: unknown }).code }, 'Password reset mail failed'),
      ),
    );
    return ok(
      {},
      'If an admin account uses this address, an e-mail with a link to reset its password is on its way',
    );
  });

  registerCall(app, authCalls.checkResetLink, async ({ body }) => {
    await checkPasswordReset(db, body.token);
    return ok({}, 'The link is valid');
  });

  registerCall(app, authCalls.resetPassword, async ({ body, request }) => {
    const admin = await resetPassword(db, body, request.ip || null);
    await clearLoginFailures(request, admin.email.toLowerCase());
    return ok({}, 'Your password was reset');
  });
}
