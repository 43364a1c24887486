import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  SqliteDialect,
} from 'kysely';
import type { SqliteReaderPool } from './sqliteReaders';

/**
 * Kysely's SqliteDialect with reads off the event loop: better-sqlite3 runs a query synchronously, so a
 * slow read on the one connection froze every other request. Writes, and every query of a transaction,
 * run on the main connection one holder at a time (as Kysely's SqliteDriver does); a read-only statement
 * outside a transaction goes to the reader pool (worker threads on the same WAL file). Without a pool,
 * everything runs on the main connection.
 */
export class RoutedSqliteDialect extends SqliteDialect {
  readonly #main: SQLite.Database;
  readonly #readers: SqliteReaderPool | null;

  constructor(main: SQLite.Database, readers: SqliteReaderPool | null) {
    super({ database: main });
    this.#main = main;
    this.#readers = readers;
  }

  override createDriver(): Driver {
    return new RoutedSqliteDriver(this.#main, this.#readers);
  }
}

class RoutedSqliteDriver implements Driver {
  readonly #main: SQLite.Database;
  readonly #readers: SqliteReaderPool | null;
  readonly #mutex = new Mutex();
  /** Whether a statement may go to a reader, by SQL: the same few statements come again and again. */
  readonly #readOnly = new Map<string, boolean>();

  constructor(main: SQLite.Database, readers: SqliteReaderPool | null) {
    this.#main = main;
    this.#readers = readers;
  }

  async init(): Promise<void> {}

  /** A handle per caller: it holds the main connection only inside a transaction or for one statement. */
  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // Kysely ends every transaction before releasing; this only guards against leaving the lock held.
    if (connection instanceof RoutedConnection && connection.inTransaction) {
      connection.inTransaction = false;
      this.#mutex.unlock();
    }
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#mutex.lock();
    try {
      this.runOnMain(CompiledQuery.raw('begin'));
    } catch (error) {
      this.#mutex.unlock();
      throw error;
    }
    (connection as RoutedConnection).inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed commit is followed by Kysely's rollback, which releases the lock.
    this.runOnMain(CompiledQuery.raw('commit'));
    this.#endTransaction(connection);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      this.runOnMain(CompiledQuery.raw('rollback'));
    } finally {
      this.#endTransaction(connection);
    }
  }

  async destroy(): Promise<void> {
    await this.#readers?.close();
    this.#main.close();
  }

  async execute(connection: RoutedConnection, query: CompiledQuery): Promise<QueryResult<unknown>> {
    if (connection.inTransaction) return this.runOnMain(query);
    if (this.#readers && this.#isReadOnly(query.sql))
      return { rows: await this.#readers.read(query.sql, query.parameters) };
    await this.#mutex.lock();
    try {
      return this.runOnMain(query);
    } finally {
      this.#mutex.unlock();
    }
  }

  async *stream(
    connection: RoutedConnection,
    query: CompiledQuery,
  ): AsyncIterableIterator<QueryResult<unknown>> {
    if (!SelectQueryNode.is(query.query))
      throw new Error('Sqlite driver only supports streaming of select queries');
    // The statement's cursor lives on the main connection: hold it until the stream ends.
    const held = !connection.inTransaction;
    if (held) await this.#mutex.lock();
    try {
      for (const row of this.#main.prepare(query.sql).iterate(query.parameters)) yield { rows: [row] };
    } finally {
      if (held) this.#mutex.unlock();
    }
  }

  /** As Kysely's SqliteConnection runs a statement. The caller holds the main connection. */
  runOnMain({ sql, parameters }: CompiledQuery): QueryResult<unknown> {
    const statement = this.#main.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  /** A statement that returns rows and writes nothing; not a PRAGMA, which may act on the connection. */
  #isReadOnly(sql: string): boolean {
    let readOnly = this.#readOnly.get(sql);
    if (readOnly === undefined) {
      const statement = this.#main.prepare(sql);
      readOnly = statement.reader && statement.readonly && !/^\s*pragma\b/i.test(sql);
      // Bounded: a statement with inlined values is a new SQL text each time.
      if (this.#readOnly.size >= 1000) this.#readOnly.clear();
      this.#readOnly.set(sql, readOnly);
    }
    return readOnly;
  }

  #endTransaction(connection: DatabaseConnection) {
    (connection as RoutedConnection).inTransaction = false;
    this.#mutex.unlock();
  }
}

class RoutedConnection implements DatabaseConnection {
  inTransaction = false;
  readonly #driver: RoutedSqliteDriver;

  constructor(driver: RoutedSqliteDriver) {
    this.#driver = driver;
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.#driver.execute(this, query) as Promise<QueryResult<R>>;
  }

  streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    return this.#driver.stream(this, query) as AsyncIterableIterator<QueryResult<R>>;
  }
}

/** One holder of the main connection at a time, in order of arrival. */
class Mutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}
