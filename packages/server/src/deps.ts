import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { DatabaseHandle, DialectName } from './db/database';
import type { Database } from './db/schema';
import { createMediaStore } from './media/createMediaStore';
import type { MediaStore } from './media/MediaStore';
import { countChapters } from './repositories/chapters';
import type { ChapterStats } from './services/chapterStats';
import type { PaymentProvider } from './services/payments';
import { MemoryRateLimitStore, type RateLimitStore } from './services/rateLimits';
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
  secrets: SecretBox;
  payments: PaymentProvider;
  media: MediaStore;
  chapterStats: ChapterStats;
  speech: SpeechSynthesizer;
  /** Counters of the rate limits (in memory; see RateLimitStore). */
  rateLimits: RateLimitStore;
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
  return {
    config,
    db,
    dialect,
    tokens: new TokenService(db, config.jwtSecret, config.tokenTtlSeconds),
    secrets: new SecretBox(config.encryptionKey),
    payments: new StripePaymentProvider(),
    media: createMediaStore(config),
    chapterStats: { countChapters: () => countChapters(db) },
    speech: createSynthesizer(config.ttsProvider),
    rateLimits: new MemoryRateLimitStore(),
    ...overrides,
  };
}
