import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { adminNotice, ensureFirstAdmin } from './bootstrap';
import { loadConfig, mediaDir } from './config';
import { ensurePrivateDir } from './dataDir';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { createDeps } from './deps';
import { isDatabaseEmpty, loadDemoData } from './demo';
import { loadDemoContent } from './demo/content';
import { startMediaSweeper } from './media/sweep';
import { startMetricsServer } from './metrics/metricsServer';
import { closeWithin, stopOnSignals } from './shutdown';

const APP_DIR = fileURLToPath(new URL('../../app/dist', import.meta.url));

async function main() {
  const config = loadConfig();
  // 0700 even when no secret or SQLite file is kept there (PostgreSQL, secrets from the environment).
  ensurePrivateDir(config.dataDir);
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  const admin = await ensureFirstAdmin(database.db, config);
  // Aborted at the first signal: running exports are cut off (the client sees a failed download).
  const stopping = new AbortController();
  const deps = createDeps(config, database, { lifecycle: { shuttingDown: stopping.signal } });
  await deps.media.prepare();
  if (config.demoData && (await isDatabaseEmpty(database.db))) {
    await loadDemoData(database.db);
    await loadDemoContent(deps);
    console.log('Loaded demo data (set DEMO_DATA=0 to start empty).');
  }

  // Before listening: no request runs yet, so every temporary file is a crash's leftover.
  const stopSweeper = await startMediaSweeper({
    db: database.db,
    store: deps.media,
    tempDir: mediaDir(config.dataDir),
    intervalMs: config.mediaSweepIntervalMs,
    log: (message) => console.log(message),
  });

  const app = await buildApp(deps, {
    appDir: APP_DIR,
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
  });
  const metricsServer =
    deps.metrics && config.metricsPort !== null
      ? await startMetricsServer(deps.metrics, {
          host: config.host,
          port: config.metricsPort,
          token: config.metricsToken,
        })
      : null;
  stopOnSignals(async () => {
    stopping.abort();
    stopSweeper();
    const { cut } = await closeWithin(app, config.shutdownGraceMs);
    if (cut) console.log(`Cut ${cut} connections still open after ${config.shutdownGraceMs / 1000} s.`);
    await metricsServer?.close();
    await database.destroy();
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

const address = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
