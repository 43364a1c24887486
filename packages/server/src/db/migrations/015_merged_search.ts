import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../portable';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * SQLite: each FTS5 search index merged into one segment, once (a match reads every segment: nine, for
 * a million users seeded before the seeder merged them, made a match 2.5 times slower). About 5 s for
 * 1M users and 1M transactions; nothing to do on PostgreSQL.
 */
export const mergedSearch015: Migration = {
  async up(db: Kysely<any>) {
    if (dialectOf(db) !== 'sqlite') return;
    for (const table of ['users', 'transactions', 'chapters']) {
      await sql.raw(`insert into ${table}_search(${table}_search) values ('optimize')`).execute(db);
    }
  },

  // Merging changes no content: nothing to undo.
  async down() {},
};
