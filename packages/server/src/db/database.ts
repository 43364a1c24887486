import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type Config, DEFAULT_SQLITE_READERS } from '../config';
import { privateDatabaseFiles } from '../dataDir';
import type { Database } from './schema';
import { RoutedSqliteDialect } from './sqliteDriver';
import { SqliteReaderPool } from './sqliteReaders';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** What its connections are doing now (for /metrics). */
  stats(): ConnectionStats;
  destroy(): Promise<void>;
}

/**
 * The connections queries wait for: PostgreSQL's pool, or SQLite's reader threads (reads outside
 * transactions; the one main connection is not counted). `waiting`: queries queued for a free one.
 */
export interface ConnectionStats {
  busy: number;
  idle: number;
  /** The most the pool opens. */
  max: number;
  waiting: number;
}

export const SQLITE_FILE = 'bible-admin.sqlite';

/** PostgreSQL connections per process. */
export const POOL_SIZE = 10;
/** Of those, the most held at once by locks (AdvisoryLock): the other six serve every query. */
export const LOCK_CONNECTIONS = 4;

/** How long a SQLite connection waits for another's lock before SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * PostgreSQL when DATABASE_URL is a postgres:// URL, else SQLite in DATA_DIR (WAL), files 0600, with
 * reads outside transactions on `sqliteReaders` worker threads (default 4; 0: all on the event loop).
 */
export function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'sqliteReaders'>>,
): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: POOL_SIZE,
      // The admin's queries are index lookups and short walks, many at once: parallel workers only add
      // their start-up cost and take the cores the other requests need (a user's 5,000 transactions took
      // 3-5 times longer with two workers on a busy 2-core machine). JIT compiling likewise: a walk the
      // planner costs as if it read the whole index (it stops at a page) spent 170 ms compiling to run 5.
      options: '-c max_parallel_workers_per_gather=0 -c jit=off',
      // Kept open when idle: a new connection's first queries load its catalog caches (~40 ms more for a
      // trigram search), so dropping idle ones after 10 s (the default) made a quiet admin's next search slow.
      idleTimeoutMillis: 0,
    });
    // An idle connection dropped by the server (restart, admin command) must not crash the process.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const stats = (): ConnectionStats => ({
      busy: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      max: POOL_SIZE,
      waiting: pool.waitingCount,
    });
    return { db, dialect: 'postgres', stats, destroy: () => db.destroy() };
  }
  // 0600 in a 0700 folder: the file holds password hashes and e-mails.
  privateDatabaseFiles(config.dataDir, SQLITE_FILE);
  const file = path.join(config.dataDir, SQLITE_FILE);
  const sqlite = new SQLite(file);
  // WAL before any reader opens the file: readers then see the last commit while a write goes on.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma('foreign_keys = ON');
  const readerCount = config.sqliteReaders ?? DEFAULT_SQLITE_READERS;
  const readers = readerCount > 0 ? new SqliteReaderPool(file, readerCount, BUSY_TIMEOUT_MS) : null;
  const db = new Kysely<Database>({ dialect: new RoutedSqliteDialect(sqlite, readers) });
  const stats = (): ConnectionStats => readers?.stats() ?? { busy: 0, idle: 0, max: 0, waiting: 0 };
  return { db, dialect: 'sqlite', stats, destroy: () => db.destroy() };
}
