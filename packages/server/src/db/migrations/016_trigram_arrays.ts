import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../portable';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * PostgreSQL: searches of three characters or more served by a GIN index over `search_trigrams(search)`,
 * the distinct three-character substrings of the text, in place of 007's pg_trgm index.
 * - pg_trgm indexes runs of letters and digits as the database's LC_CTYPE defines them: in a database
 *   created without a locale (C), Hebrew letters are none, a Hebrew term gave no trigram and every search
 *   in Hebrew read the whole table (a rare name on a million users: 850 ms).
 * - pg_trgm splits at spaces: "rachel gold" was two lists of tens of thousands of rows to intersect.
 *   Here the trigrams spanning the space ("l g") are keys of their own, as in SQLite's FTS5 trigram index.
 * Declared costly, as `search_grams` (011): the planner then reads the index, never computes the function
 * for every row a walk meets. About 35 s for a million users.
 * Chapters are searched by a plain scan (a book has a few hundred at most): their indexes go. The planner,
 * rightly seeing a few dozen rows, scanned them computing these functions on every text (`substr` walks
 * the text from its start: seconds for 50 chapters), and each chapter written computed them too.
 */
const TABLES = ['users', 'transactions'] as const;

const TRIGRAMS_FUNCTION = `create or replace function search_trigrams(value text) returns text[]
  language sql immutable strict parallel restricted cost 1000
  return array(select distinct substr(value, i, 3) from generate_series(1, length(value) - 2) i)`;

/** As in 007: only end users are indexed. */
const only = (table: string) => (table === 'users' ? ` where role = 'user'` : '');

export const trigramArrays016: Migration = {
  async up(db: Kysely<any>) {
    if (dialectOf(db) !== 'postgres') return;
    await sql.raw(TRIGRAMS_FUNCTION).execute(db);
    for (const table of TABLES) {
      await sql
        .raw(
          `create index ${table}_search_trigrams on ${table} using gin (search_trigrams(search))${only(table)}`,
        )
        .execute(db);
      // Its statistics, which the planner's estimate of a term's matches reads.
      await sql.raw(`analyze ${table}`).execute(db);
    }
    for (const table of [...TABLES, 'chapters']) await sql.raw(`drop index ${table}_search_trgm`).execute(db);
    await sql`drop index chapters_search_grams`.execute(db);
  },

  async down(db: Kysely<any>) {
    if (dialectOf(db) !== 'postgres') return;
    await sql`create index chapters_search_grams on chapters using gin (search_grams(search))`.execute(db);
    for (const table of [...TABLES, 'chapters']) {
      await sql
        .raw(`create index ${table}_search_trgm on ${table} using gin (search gin_trgm_ops)${only(table)}`)
        .execute(db);
    }
    for (const table of TABLES) await sql.raw(`drop index ${table}_search_trigrams`).execute(db);
    await sql`drop function search_trigrams(text)`.execute(db);
  },
};
