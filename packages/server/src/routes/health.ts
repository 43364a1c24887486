import { healthCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../http/errors';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { failedReadinessChecks, reusedFor } from '../services/readiness';

/**
 * GET /healthz and GET /readyz. Probes come every few seconds: a passing one writes no log line (the
 * routes log from `warn` up), a failing check is logged with its reason, which the reply never carries
 * (the probes are public). From SIGTERM on, /readyz answers 503 while the server still serves (the drain).
 */
export async function healthRoutes(app: FastifyInstance) {
  const quiet = { logLevel: 'warn' } as const;
  const { db, lifecycle, config } = app.deps;
  const media = { check: reusedFor(config.readyMediaCheckMs, () => app.deps.media.check()) };

  registerCall(
    app,
    healthCalls.live,
    async ({ reply }) => {
      void reply.header('cache-control', 'no-store');
      return ok({ status: 'ok' }, 'Up');
    },
    quiet,
  );

  registerCall(
    app,
    healthCalls.ready,
    async ({ request, reply }) => {
      void reply.header('cache-control', 'no-store');
      if (lifecycle.shuttingDown.aborted) {
        throw serviceUnavailable(
          'not_ready',
          'Not ready',
          'Shutting down: finishing the requests in flight.',
        );
      }
      const failed = await failedReadinessChecks({ db, media });
      for (const { check, error } of failed) request.log.warn({ err: error }, `Not ready: ${check} failed`);
      if (failed.length) {
        const checks = failed.map(({ check }) => check).join(', ');
        throw serviceUnavailable('not_ready', 'Not ready', `Failing: ${checks}. The server log says why.`);
      }
      return ok({ checks: { database: 'ok', migrations: 'ok', media: 'ok' } }, 'Ready');
    },
    quiet,
  );
}
