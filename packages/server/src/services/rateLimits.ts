import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  deleteClosedRateLimits,
  deleteRateLimits,
  decrementRateLimit,
  incrementRateLimit,
  type RateLimitRow,
} from '../repositories/rateLimits';

/** A key's count in its current fixed window. */
export interface RateWindow {
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

/** Counters per key in fixed windows: all the rate limits need. */
export interface RateLimitStore {
  /** Adds one to the key's count, opening a window of `windowMs` when none is open. */
  increment(key: string, windowMs: number): Promise<RateWindow>;
  /** Takes one back from the key's open window (an attempt counted ahead that did not fail). */
  release(key: string): Promise<void>;
  /** Forgets these keys' windows (a completed password reset clears the failed sign-ins). */
  clear(keys: readonly string[]): Promise<void>;
}

const SWEEP_INTERVAL_MS = 60_000;

const windowOf = (row: RateLimitRow): RateWindow => ({ count: row.count, resetAt: Date.parse(row.reset_at) });

/**
 * In the database (table rate_limits, both dialects): every server process counts in the same rows, so
 * N processes do not allow N times the attempts, and a restart forgets nothing. Each attempt is one
 * atomic upsert. Closed windows are deleted at most once a minute (by whichever process counts then),
 * so the table holds roughly the keys seen in the longest window.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  private nextSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  async increment(key: string, windowMs: number): Promise<RateWindow> {
    const now = this.now();
    await this.sweep(now);
    const row = await incrementRateLimit(
      this.db,
      key,
      new Date(now).toISOString(),
      new Date(now + windowMs).toISOString(),
    );
    return windowOf(row);
  }

  async release(key: string): Promise<void> {
    await decrementRateLimit(this.db, key, new Date(this.now()).toISOString());
  }

  async clear(keys: readonly string[]): Promise<void> {
    await deleteRateLimits(this.db, keys);
  }

  private async sweep(now: number): Promise<void> {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_INTERVAL_MS;
    await deleteClosedRateLimits(this.db, new Date(now).toISOString());
  }
}
