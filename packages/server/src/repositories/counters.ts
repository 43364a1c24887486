import type { Kysely } from 'kysely';
import { toNumber } from '../db/portable';
import type { Database } from '../db/schema';

/**
 * The counters migration 006's triggers keep (`users.device:ios`, `revenue:usd`, `chapters`…). The table
 * holds a few dozen rows: read it whole.
 */
export type Counters = ReadonlyMap<string, number>;

export async function readCounters(db: Kysely<Database>): Promise<Counters> {
  const rows = await db.selectFrom('counters').select(['name', 'value']).execute();
  return new Map(rows.map((row) => [row.name, toNumber(row.value)]));
}

/**
 * One group by the part of the names after `group:`, zero counts left out (all counted rows deleted):
 * `countersOf(all, 'users.device')` → `{ ios: 12, android: 30, '': 1 }` ('' counts nulls).
 */
export function countersOf(all: Counters, group: string): Record<string, number> {
  const prefix = `${group}:`;
  const result: Record<string, number> = {};
  for (const [name, value] of all) {
    if (name.startsWith(prefix) && value !== 0) result[name.slice(prefix.length)] = value;
  }
  return result;
}
