import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { DialectName } from '../../src/db/database';
import type { Database } from '../../src/db/schema';

/**
 * A fresh PostgreSQL database t_<random> created through TEST_DATABASE_URL, dropped by `drop()`;
 * null when the variable is not set (the tests then use SQLite in a temp DATA_DIR).
 */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const withClient = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  await withClient((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(async (client) => {
        // pg's pool.end() resolves before its sockets close: wait for them, so `force` kills nothing live.
        for (let i = 0; i < 50; i++) {
          const { rows } = await client.query(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/** Kysely's own tables: the migrations applied stay applied. */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** Every table of the database as it is now (any migration's), but the migrations' own. */
export async function databaseTables(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  // SQLite: plain tables only; a full-text index (virtual) and its shadow tables follow their table's triggers.
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`
          select name from pragma_table_list
          where schema = 'main' and type = 'table' and substr(name, 1, 7) <> 'sqlite_'`.execute(db)
      : await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows.map(({ name }) => name).filter((name) => !MIGRATION_TABLES.includes(name));
}

/**
 * Empties every table (see databaseTables), whatever their foreign keys. PostgreSQL truncates them in one
 * statement (no row trigger fires). SQLite deletes with the foreign-key checks deferred to the commit; the
 * triggers keep the search indexes, and what they write into a table already emptied (the counters) goes in
 * a second pass, when no table that has triggers holds a row any more.
 */
export async function emptyDatabase(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const tables = await databaseTables(db, dialect);
  if (dialect === 'postgres') {
    await sql`truncate table ${sql.join(tables.map((table) => sql.id(table)))}`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    for (const _pass of [1, 2]) {
      for (const table of tables) await sql`delete from ${sql.id(table)}`.execute(trx);
    }
  });
}
