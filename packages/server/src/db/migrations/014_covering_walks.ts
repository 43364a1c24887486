import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../portable';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The list-order indexes, and the columns a search's walk down them tests (PostgreSQL only). */
const WALKS = [
  {
    index: 'users_role_created_id',
    table: 'users',
    keys: 'role, created_at, id',
    tested: 'search, status, device, plan_id',
  },
  {
    index: 'transactions_created_id',
    table: 'transactions',
    keys: 'created_at, id',
    tested: 'search, user_id',
  },
] as const;

/**
 * PostgreSQL: a search matching many rows walks the list order's index testing each entry; with the
 * tested columns in the index the walk reads no row (an index-only scan), where it read a row per entry
 * met (~1 µs each, tens of thousands for a term one row in a hundred holds). SQLite's walk tests the
 * search index's matches by rowid and needs no copy.
 */
export const coveringWalks014: Migration = {
  async up(db: Kysely<any>) {
    if (dialectOf(db) !== 'postgres') return;
    for (const { index, table, keys, tested } of WALKS) {
      await sql.raw(`create index ${index}_covering on ${table} (${keys}) include (${tested})`).execute(db);
      await sql.raw(`drop index ${index}`).execute(db);
      await sql.raw(`alter index ${index}_covering rename to ${index}`).execute(db);
    }
  },

  async down(db: Kysely<any>) {
    if (dialectOf(db) !== 'postgres') return;
    for (const { index, table, keys } of WALKS) {
      await sql.raw(`create index ${index}_plain on ${table} (${keys})`).execute(db);
      await sql.raw(`drop index ${index}`).execute(db);
      await sql.raw(`alter index ${index}_plain rename to ${index}`).execute(db);
    }
  },
};
