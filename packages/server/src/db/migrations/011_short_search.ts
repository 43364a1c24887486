import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../portable';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * One- and two-character searches served by an index too (007's trigrams need three characters).
 * - SQLite: the trigrams that begin with the term are a range of the FTS5 vocabulary, and an `fts5vocab`
 *   table of instances (`<table>_search_instances`: term, doc = rowid) reads that range, stopping at a
 *   LIMIT. So that a term at the very end of the text begins a trigram too, the indexed text is the
 *   `search` column plus two newlines (which no search term holds: terms are one cleaned line). The
 *   triggers are rewritten for that and every row re-indexed; `rebuild` would index the bare column, so
 *   after a VACUUM re-index with `delete-all` and the insert below instead.
 * - PostgreSQL: a GIN index over `search_grams(search)`, the distinct one- and two-character substrings
 *   of the text (an IMMUTABLE SQL function); `search_grams(search) @> array[term]` is "contains term".
 */
const TABLES = ['users', 'transactions', 'chapters'] as const;
type Table = (typeof TABLES)[number];

/** As in 007: only end users are indexed. */
const INDEXED: Record<Table, (row: string) => string> = {
  users: (row) => `${row}.role = 'user'`,
  transactions: () => '1 = 1',
  chapters: () => '1 = 1',
};

const SEPARATED = (row: string) => `${row}.search || char(10, 10)`;

function sqliteStatements(table: Table, separated: (row: string) => string): string[] {
  const fts = `${table}_search`;
  const indexed = INDEXED[table];
  const add = `insert into ${fts}(rowid, search) select new.rowid, ${separated('new')} where ${indexed('new')};`;
  const remove =
    `insert into ${fts}(${fts}, rowid, search) select 'delete', old.rowid, ${separated('old')} ` +
    `where ${indexed('old')};`;
  const watched = table === 'users' ? 'search, role' : 'search';
  return [
    ...['insert', 'delete', 'update'].map((event) => `drop trigger ${table}_search_${event}`),
    `create trigger ${table}_search_insert after insert on ${table} begin ${add} end`,
    `create trigger ${table}_search_delete after delete on ${table} begin ${remove} end`,
    `create trigger ${table}_search_update after update of ${watched} on ${table} begin ${remove} ${add} end`,
    // Existing rows, indexed again with the new text.
    `insert into ${fts}(${fts}) values ('delete-all')`,
    `insert into ${fts}(rowid, search) select rowid, ${separated('t')} from ${table} t where ${indexed('t')}`,
  ];
}

/**
 * Distinct substrings of one and two characters (characters, not bytes: `substr` counts characters).
 * Its cost is declared ten times the default, as it is high (~0.05 ms a row): with the default the planner
 * walks the date index computing it for every row rather than read the GIN index (a minute for a term no
 * row holds); much higher and every such plan passes `jit_above_cost` (half a second of compiling).
 * Parallel restricted: a parallel plan's workers took longer to start than the lookup they would share.
 */
const GRAMS_FUNCTION = `create or replace function search_grams(value text) returns text[]
  language sql immutable strict parallel restricted cost 1000
  return array(select distinct substr(value, i, n)
    from generate_series(1, length(value)) i, (values (1), (2)) sizes(n)
    where i + n - 1 <= length(value))`;

export const shortSearch011: Migration = {
  async up(db: Kysely<any>) {
    if (dialectOf(db) === 'postgres') {
      await sql.raw(GRAMS_FUNCTION).execute(db);
      for (const table of TABLES) {
        const only = table === 'users' ? ` where ${INDEXED.users(table)}` : '';
        await sql
          .raw(`create index ${table}_search_grams on ${table} using gin (search_grams(search))${only}`)
          .execute(db);
      }
      return;
    }
    for (const table of TABLES) {
      for (const statement of sqliteStatements(table, SEPARATED)) await sql.raw(statement).execute(db);
      await sql
        .raw(`create virtual table ${table}_search_instances using fts5vocab(${table}_search, instance)`)
        .execute(db);
    }
  },

  async down(db: Kysely<any>) {
    for (const table of TABLES) {
      if (dialectOf(db) === 'postgres') {
        await sql.raw(`drop index if exists ${table}_search_grams`).execute(db);
        continue;
      }
      await sql.raw(`drop table if exists ${table}_search_instances`).execute(db);
      for (const statement of sqliteStatements(table, (row) => `${row}.search`)) {
        await sql.raw(statement).execute(db);
      }
    }
    if (dialectOf(db) === 'postgres') await sql`drop function if exists search_grams(text)`.execute(db);
  },
};
