import { sql, type Kysely } from 'kysely';
import { toNumber } from '../db/portable';
import type { Database } from '../db/schema';

/** A key's counter as stored: its count and the ISO time its window ends. */
export interface RateLimitRow {
  count: number;
  reset_at: string;
}

/**
 * Adds one to `key`'s count in one statement, so processes counting the same key at once never lose an
 * attempt: a new key, or one whose window ended by `now`, starts again at 1 with a window ending at
 * `resetAt`; an open window keeps its end. (Both sides of `set` read the row as it was.)
 */
export async function incrementRateLimit(
  db: Kysely<Database>,
  key: string,
  now: string,
  resetAt: string,
): Promise<RateLimitRow> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const closed = sql`${eb.ref('rate_limits.reset_at')} <= ${now}`;
        return {
          count: sql<number>`case when ${closed} then 1 else ${eb.ref('rate_limits.count')} + 1 end`,
          reset_at: sql<string>`case when ${closed} then ${eb.ref('excluded.reset_at')}
            else ${eb.ref('rate_limits.reset_at')} end`,
        };
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: toNumber(row.count), reset_at: row.reset_at };
}

/** Takes one from `key`'s count if its window is still open at `now` (never below 0). */
export async function decrementRateLimit(db: Kysely<Database>, key: string, now: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .where('count', '>', 0)
    .execute();
}

/** Deletes the windows that ended by `now`; returns how many. */
export async function deleteClosedRateLimits(db: Kysely<Database>, now: string): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('reset_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes these keys' counters. */
export async function deleteRateLimits(db: Kysely<Database>, keys: readonly string[]): Promise<void> {
  if (keys.length) await db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
}
