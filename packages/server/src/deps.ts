import { NARRATION_WAIT_MS } from '@bible-admin/contract';
import type { Kysely } from 'kysely';
import { type Config, outboxDir } from './config';
import { type DatabaseHandle, type DialectName, LOCK_CONNECTIONS } from './db/database';
import { Lifecycle } from './lifecycle';
import type { Database } from './db/schema';
import { AdvisoryLock } from './locks/AdvisoryLock';
import type { KeyedLock } from './locks/KeyedLock';
import { KeyedQueue } from './locks/KeyedQueue';
import { createMediaStore } from './media/createMediaStore';
import type { Mailer } from './mail/Mailer';
import { OutboxMailer } from './mail/OutboxMailer';
import { SmtpMailer } from './mail/SmtpMailer';
import { createMetrics, type Metrics } from './metrics/metrics';
import type { MediaStore } from './media/MediaStore';
import { countChapters } from './repositories/chapters';
import type { ChapterStats } from './services/chapterStats';
import type { PaymentProvider } from './services/payments';
import { ExportSlots } from './services/exportSlots';
import { DatabaseRateLimitStore, type RateLimitStore } from './services/rateLimits';
import { SecretBox } from './services/secretBox';
import { StripePaymentProvider } from './services/stripePayments';
import { TokenService } from './services/tokens';
import { createSynthesizer } from './speech/createSynthesizer';
import type { SpeechSynthesizer } from './speech/SpeechSynthesizer';

/** Everything routes use, reachable as `app.deps`. A new service is one field here and one line below. */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  tokens: TokenService;
  /** Milliseconds since the epoch: sessions read the time here, so a test can move it (never sleep). */
  clock: () => number;
  secrets: SecretBox;
  payments: PaymentProvider;
  media: MediaStore;
  chapterStats: ChapterStats;
  speech: SpeechSynthesizer;
  /** Counters of the rate limits, in the database (shared by every server process). */
  rateLimits: RateLimitStore;
  /**
   * Work serialised per key: in memory on SQLite (one process), across processes on PostgreSQL. A wait
   * for a key ends after NARRATION_WAIT_MS (narration is its one user; the browser counts on that bound).
   */
  locks: KeyedLock;
  /** What GET /metrics reports; null unless METRICS_TOKEN or METRICS_PORT is set (nothing is counted). */
  metrics: Metrics | null;
  /** The CSV exports' slots (EXPORT_CONCURRENCY_*), in the database (shared by every server process). */
  exportSlots: ExportSlots;
  /**
   * The process's stop: `shuttingDown` aborts at SIGTERM (long work ends cleanly), `abandoned` once the
   * grace period is over (running work commits nothing); `track(work)` makes the stop wait for it.
   */
  lifecycle: Lifecycle;
  /** The product's e-mail: over SMTP (SMTP_URL), or DATA_DIR/outbox without a mail server. */
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** The default (local) services; tests pass overrides for doubles. */
export function createDeps(
  config: Config,
  database: DatabaseHandle,
  overrides: Partial<AppDeps> = {},
): AppDeps {
  const { db, dialect } = database;
  const clock = overrides.clock ?? Date.now;
  return {
    config,
    db,
    dialect,
    tokens: new TokenService(db, config.jwtSecret, config.tokenTtlSeconds, clock),
    clock,
    secrets: new SecretBox(config.encryptionKey),
    payments: new StripePaymentProvider(),
    media: createMediaStore(config),
    chapterStats: { countChapters: () => countChapters(db) },
    speech: createSynthesizer(config.ttsProvider),
    rateLimits: new DatabaseRateLimitStore(db),
    locks:
      dialect === 'postgres'
        ? new AdvisoryLock(db, { timeoutMs: NARRATION_WAIT_MS, maxConnections: LOCK_CONNECTIONS })
        : new KeyedQueue(NARRATION_WAIT_MS),
    metrics: config.metricsToken || config.metricsPort !== null ? createMetrics(database) : null,
    exportSlots: new ExportSlots(db, config.exportConcurrency),
    lifecycle: new Lifecycle(),
    mailer: config.smtpUrl
      ? new SmtpMailer(config.smtpUrl, config.mailFrom)
      : new OutboxMailer(outboxDir(config.dataDir), config.mailFrom),
    ...overrides,
  };
}
