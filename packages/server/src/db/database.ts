import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { privateDatabaseFiles } from '../dataDir';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  destroy(): Promise<void>;
}

export const SQLITE_FILE = 'bible-admin.sqlite';

/** PostgreSQL when DATABASE_URL is a postgres:// URL, else SQLite in DATA_DIR (WAL), files 0600. */
export function createDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      // The admin's queries are index lookups and short walks, many at once: parallel workers only add
      // their start-up cost and take the cores the other requests need (a user's 5,000 transactions took
      // 3-5 times longer with two workers on a busy 2-core machine).
      options: '-c max_parallel_workers_per_gather=0',
    });
    // An idle connection dropped by the server (restart, admin command) must not crash the process.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  // 0600 in a 0700 folder: the file holds password hashes and e-mails.
  privateDatabaseFiles(config.dataDir, SQLITE_FILE);
  const sqlite = new SQLite(path.join(config.dataDir, SQLITE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
