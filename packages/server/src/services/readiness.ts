import { type Kysely, sql } from 'kysely';
import { pendingMigrations } from '../db/migrations';
import type { Database } from '../db/schema';
import type { MediaStore } from '../media/MediaStore';

export type ReadinessCheck = 'database' | 'migrations' | 'media';

/** A probe that hangs is a failed check: the orchestrator asks again in a few seconds. */
export const READINESS_TIMEOUT_MS = 2000;

export interface FailedCheck {
  check: ReadinessCheck;
  error: Error;
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `check`, run at most once per `ttlMs`: a call within that time of the last run gets that run's outcome
 * (its promise, settled or still running). The readiness probe checks the media store this way, since
 * that check writes a file and the probes come every few seconds.
 */
export function reusedFor(ttlMs: number, check: () => Promise<void>, now = () => Date.now()) {
  let last: { at: number; outcome: Promise<void> } | null = null;
  return (): Promise<void> => {
    const time = now();
    if (!last || time - last.at >= ttlMs) last = { at: time, outcome: check() };
    return last.outcome;
  };
}

/**
 * The checks that fail now, run together: the database answers a query, every migration this server
 * knows is applied, and the media store can store a file. Empty: ready.
 */
export async function failedReadinessChecks(
  { db, media }: { db: Kysely<Database>; media: Pick<MediaStore, 'check'> },
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<FailedCheck[]> {
  const checks: Record<ReadinessCheck, () => Promise<unknown>> = {
    database: () => sql`select 1`.execute(db),
    migrations: async () => {
      const pending = await pendingMigrations(db);
      if (pending.length) throw new Error(`not applied: ${pending.join(', ')}`);
    },
    media: () => media.check(),
  };
  const results = await Promise.all(
    Object.entries(checks).map(async ([check, run]) => {
      try {
        await within(run(), timeoutMs);
        return null;
      } catch (error) {
        return { check: check as ReadinessCheck, error: error as Error };
      }
    }),
  );
  return results.filter((result) => result !== null);
}
