import { type App, buildApp, type BuildOptions } from './app';
import { ensureFirstAdmin, type FirstAdmin } from './bootstrap';
import { type Config, mediaDir } from './config';
import { ensurePrivateDir } from './dataDir';
import { createDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrations';
import { type AppDeps, createDeps } from './deps';
import { isDatabaseEmpty, loadDemoData } from './demo';
import { loadDemoContent } from './demo/content';
import { startMediaSweeper } from './media/sweep';
import { type MetricsServer, startMetricsServer } from './metrics/metricsServer';
import { closeWithin } from './shutdown';

export interface ServerOptions {
  /** Logger and built-app folder. */
  build?: BuildOptions;
  /** Service doubles (tests). */
  overrides?: Partial<AppDeps>;
  /** Where start-up notes go (demo data loaded, the media sweep). */
  log?: (line: string) => void;
}

export interface Server {
  app: App;
  deps: AppDeps;
  database: DatabaseHandle;
  /** The first admin as this start found or made it (main prints how to sign in). */
  admin: FirstAdmin;
  /** The METRICS_PORT listener, already listening; null without METRICS_PORT. */
  metricsServer: MetricsServer | null;
  /**
   * The stop at SIGTERM: /readyz answers 503 while the listener serves for SHUTDOWN_DRAIN_SECONDS, then it
   * closes and the requests in flight get SHUTDOWN_GRACE_SECONDS; what still runs then is abandoned.
   * Resolves once everything is closed, with how many connections were cut.
   */
  stop(): Promise<{ cut: number }>;
  /** Closes everything at once (tests, scripts): the app, the sweeper, the metrics listener, the database. */
  close(): Promise<void>;
}

/**
 * The production server, for `main.ts`, the tests and the scripts alike: the database migrated, the first
 * admin, the services, the media store prepared, the demo data when asked for on an empty database, the
 * media sweeper, the metrics listener and the app (not listening yet).
 */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const log = options.log ?? console.log;
  // 0700 even when no secret or SQLite file is kept there (PostgreSQL, secrets from the environment).
  ensurePrivateDir(config.dataDir);
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  const admin = await ensureFirstAdmin(database.db, config);
  const deps = createDeps(config, database, options.overrides);
  await deps.media.prepare();
  if (config.demoData && (await isDatabaseEmpty(database.db))) {
    await loadDemoData(database.db);
    await loadDemoContent(deps);
    log('Loaded demo data (set DEMO_DATA=0 to start empty).');
  }

  // Before listening: no request runs yet, so every temporary file is a crash's leftover.
  const stopSweeper = await startMediaSweeper({
    db: database.db,
    store: deps.media,
    tempDir: mediaDir(config.dataDir),
    intervalMs: config.mediaSweepIntervalMs,
    log,
  });

  const app = await buildApp(deps, options.build);
  const metricsServer =
    deps.metrics && config.metricsPort !== null
      ? await startMetricsServer(deps.metrics, {
          host: config.host,
          port: config.metricsPort,
          token: config.metricsToken,
        })
      : null;

  const closeTheRest = async () => {
    stopSweeper();
    await metricsServer?.close();
    await database.destroy();
  };

  return {
    app,
    deps,
    database,
    admin,
    metricsServer,
    async stop() {
      const { lifecycle } = deps;
      lifecycle.beginShutdown();
      if (config.shutdownDrainMs) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      const { cut } = await closeWithin(app, config.shutdownGraceMs);
      lifecycle.abandon();
      await lifecycle.settled();
      await closeTheRest();
      return { cut };
    },
    async close() {
      deps.lifecycle.abandon();
      await app.close();
      await deps.lifecycle.settled();
      await closeTheRest();
    },
  };
}
