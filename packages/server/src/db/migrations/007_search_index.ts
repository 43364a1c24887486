import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../portable';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Substring search served by an index on the lower-cased `search` column of users, transactions and
 * chapters, instead of a `LIKE '%…%'` scan of a million rows.
 * - SQLite: an FTS5 trigram table per table (`<table>_search`), external content (the text is not stored
 *   twice) keyed by the row's rowid, kept in step by triggers in the writing transaction. The rowid of a
 *   table without an INTEGER PRIMARY KEY can change on VACUUM: after one, rebuild the index
 *   (`insert into <table>_search(<table>_search) values ('rebuild')`).
 * - PostgreSQL: a pg_trgm GIN index on `search`, which `LIKE '%…%'` uses; the extension ships with
 *   PostgreSQL (Debian: in the postgresql package; elsewhere often postgresql-contrib).
 */
const TABLES = ['users', 'transactions', 'chapters'] as const;

/** Which rows are searched: only end users (the lists and the payers are end users), all of the others. */
const INDEXED: Record<(typeof TABLES)[number], (row: string) => string> = {
  users: (row) => `${row}.role = 'user'`,
  transactions: () => '1 = 1',
  chapters: () => '1 = 1',
};

function sqliteStatements(table: (typeof TABLES)[number]): string[] {
  const fts = `${table}_search`;
  const indexed = INDEXED[table];
  const add = `insert into ${fts}(rowid, search) select new.rowid, new.search where ${indexed('new')};`;
  const remove =
    `insert into ${fts}(${fts}, rowid, search) select 'delete', old.rowid, old.search ` +
    `where ${indexed('old')};`;
  const watched = table === 'users' ? 'search, role' : 'search';
  return [
    `create virtual table ${fts} using fts5(search, content='${table}', content_rowid='rowid', tokenize='trigram')`,
    `create trigger ${table}_search_insert after insert on ${table} begin ${add} end`,
    `create trigger ${table}_search_delete after delete on ${table} begin ${remove} end`,
    `create trigger ${table}_search_update after update of ${watched} on ${table} begin ${remove} ${add} end`,
    // Existing rows.
    `insert into ${fts}(rowid, search) select rowid, search from ${table} t where ${indexed('t')}`,
  ];
}

async function createTrigramExtension(db: Kysely<any>): Promise<void> {
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch (error) {
    throw new Error(
      'PostgreSQL extension pg_trgm is missing or may not be created by this role: install the PostgreSQL ' +
        'contrib modules (Debian: postgresql; others: postgresql-contrib) and let the database owner run ' +
        `"create extension pg_trgm" (${(error as Error).message})`,
      { cause: error },
    );
  }
}

export const searchIndex007: Migration = {
  async up(db: Kysely<any>) {
    if (dialectOf(db) === 'postgres') {
      await createTrigramExtension(db);
      for (const table of TABLES) {
        const only = table === 'users' ? ` where ${INDEXED.users(table)}` : '';
        await sql
          .raw(`create index ${table}_search_trgm on ${table} using gin (search gin_trgm_ops)${only}`)
          .execute(db);
      }
      return;
    }
    for (const table of TABLES) {
      for (const statement of sqliteStatements(table)) await sql.raw(statement).execute(db);
    }
  },

  async down(db: Kysely<any>) {
    for (const table of TABLES) {
      if (dialectOf(db) === 'postgres') {
        await sql.raw(`drop index if exists ${table}_search_trgm`).execute(db);
        continue;
      }
      for (const event of ['insert', 'delete', 'update']) {
        await sql.raw(`drop trigger if exists ${table}_search_${event}`).execute(db);
      }
      await sql.raw(`drop table if exists ${table}_search`).execute(db);
    }
  },
};
