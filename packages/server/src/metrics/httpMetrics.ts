import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { bearerMatches } from './access';

/** The route label of a request no route matched (the not-found handler, the web app's fallback pages). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * With metrics on: every reply counted and timed by its route's pattern, and GET /metrics on the main
 * port for a bearer of METRICS_TOKEN. Anyone else (and everyone when no token is set) gets what an
 * unknown path gets, so the address does not tell that metrics exist.
 */
export function exposeMetrics(
  app: FastifyInstance,
  { metrics, config }: Pick<AppDeps, 'metrics' | 'config'>,
) {
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest({
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      });
    });
  }
  const token = config.metricsToken;
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!metrics || !token || !bearerMatches(request.headers.authorization, token))
      return reply.callNotFound();
    const body = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  });
}
