import type { Kysely, Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * rate_limits: the attempt counters of the rate limits, one row per key and its current window, in the
 * database so every server process counts together and a restart forgets nothing.
 */
export const rateLimits009: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('rate_limits')
      // 'login|<address>|<account>': the account is at most 254 characters, so text stays well under
      // PostgreSQL's limit for a b-tree entry.
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('count', 'integer', (col) => col.notNull())
      // ISO time the window ends (nowIso format: compared as text).
      .addColumn('reset_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    // The sweep deletes closed windows by their end.
    await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('rate_limits').execute();
  },
};
