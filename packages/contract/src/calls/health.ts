import { z } from 'zod';
import { defineCall } from '../define';
import { success } from '../envelope';
import { healthCalls as endpoints } from '../endpoints/health';

/**
 * The probes of a load balancer or orchestrator, at the site's root as they expect (not under /api):
 * public, JSON, never the web app's page.
 */
export const healthCalls = {
  live: defineCall({
    ...endpoints.live,
    summary: 'Liveness: the process is up and answers. Asks nothing of the database.',
    reply: success({ status: z.literal('ok') }),
  }),
  ready: defineCall({
    ...endpoints.ready,
    summary:
      'Readiness: the database answers, its migrations are all applied, and the media store is reachable ' +
      '(the local folder writable, or the S3 bucket answering). A failing check is a 503 `not_ready` whose ' +
      '`detail` names it; the reason is in the server log only.',
    reply: success({
      checks: z.object({ database: z.literal('ok'), migrations: z.literal('ok'), media: z.literal('ok') }),
    }),
  }),
};
