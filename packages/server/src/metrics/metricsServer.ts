import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearerMatches } from './access';
import type { Metrics } from './metrics';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * METRICS_PORT: a listener of its own that answers GET /metrics (and 404 to anything else), for a
 * Prometheus that reaches the server on a private network or port. No token is needed there, unless
 * METRICS_TOKEN is set too.
 */
export async function startMetricsServer(
  metrics: Metrics,
  { host, port, token }: { host: string; port: number; token: string | null },
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const allowed = token === null || bearerMatches(request.headers.authorization, token);
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics' || !allowed) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) =>
        response
          .writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' })
          .end(body),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
