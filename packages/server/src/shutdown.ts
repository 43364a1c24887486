import type { FastifyInstance } from 'fastify';

/** How often, while closing, connections whose requests have finished are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * Closes the app: the listener closes at once (new connections are refused; a request arriving on a
 * kept-alive connection gets a 503 with `Connection: close`), idle connections close, and requests in
 * flight finish. Those still running after `graceMs` have their connections cut. Resolves once every
 * connection is closed, with how many were cut.
 */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<{ cut: number }> {
  let cut = 0;
  // A kept-alive connection whose request finished after the close began would otherwise stay open until
  // its client or the keep-alive timeout ends it, holding the close back (up to the grace period).
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const timer = setTimeout(() => {
    app.server.getConnections((_error, count) => {
      cut = count;
      app.server.closeAllConnections();
    });
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
    clearInterval(idleSweep);
  }
  return { cut };
}

/**
 * Runs `stop` at the first SIGTERM or SIGINT (a second one, as a terminal's Ctrl+C also reaches the
 * wrappers that relay it, changes nothing), then exits: 0 when `stop` completed, 1 when it threw.
 */
export function stopOnSignals(stop: () => Promise<void>, log: (line: string) => void): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(
      `${signal}: not ready; serving for the drain period, then finishing the requests in flight and stopping.`,
    );
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
