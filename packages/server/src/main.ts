import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { adminNotice } from './bootstrap';
import { loadConfig } from './config';
import { createServer } from './server';
import { stopOnSignals } from './shutdown';

const APP_DIR = fileURLToPath(new URL('../../app/dist', import.meta.url));

async function main() {
  const config = loadConfig();
  const { app, database, admin, metricsServer, stop } = await createServer(config, {
    build: { appDir: APP_DIR, logger: { level: config.logLevel, redact: ['req.headers.authorization'] } },
  });
  stopOnSignals(async () => {
    const { cut } = await stop();
    if (cut) console.log(`Cut ${cut} connections still open after ${config.shutdownGraceMs / 1000} s.`);
    console.log('Stopped.');
  }, console.log);

  await app.listen({ port: config.port, host: config.host });
  // The port listened on: PORT=0 picks a free one (the multi-process tests start servers that way).
  const { port } = app.server.address() as AddressInfo;
  console.log(
    `Bible admin server on ${address(config.host, port)} (${database.dialect}, data in ${config.dataDir})`,
  );
  if (metricsServer) console.log(`Metrics on ${address(config.host, metricsServer.port)}/metrics`);
  else if (config.metricsToken) console.log('Metrics at /metrics, for a bearer of METRICS_TOKEN');
  for (const line of adminNotice(admin, config.adminPassword !== null)) console.log(line);
}

/**
 * The address to open: `localhost` for a loopback or every-interface listener, since browsers refuse an IP
 * address as a passkey's relying party (and `localhost` is a secure context over http).
 */
const LOCAL_HOSTS = new Set(['127.0.0.1', '0.0.0.0', '::', '::1']);
const address = (host: string, port: number) => {
  const shown = LOCAL_HOSTS.has(host) ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
