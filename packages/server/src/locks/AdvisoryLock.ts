import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { LockTimeoutError, startWithin, type KeyedLock } from './KeyedLock';
import { KeyedQueue } from './KeyedQueue';
import { Semaphore } from './Semaphore';

export interface AdvisoryLockOptions {
  /** Longest wait for a key, from the call (this process's queue included); then LockTimeoutError. */
  timeoutMs: number;
  /** Most pool connections this process holds for locks at once (the rest serve every other query). */
  maxConnections: number;
}

/** The lock's number: 64 bits of the key's SHA-256 (a collision only serialises two unrelated keys). */
const lockId = (key: string) => createHash('sha256').update(key).digest().readBigInt64BE(0).toString();

/** PostgreSQL's "lock_not_available": lock_timeout expired while waiting. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Serialises per key across every server process on one PostgreSQL database, with a session-level
 * advisory lock held on a connection reserved from the pool for the task's life. A process that dies
 * loses its connections, and the server frees their locks: a crash mid-task never leaves a key locked.
 *
 * In front of it, per process: a KeyedQueue, so tasks of one key wait in memory rather than each holding
 * a pool connection blocked on the same lock; and a Semaphore, so at most `maxConnections` connections
 * are held by locks (tasks of many keys at once would otherwise take the whole pool, and the tasks' own
 * queries would wait for a connection forever).
 */
export class AdvisoryLock implements KeyedLock {
  private readonly queue = new KeyedQueue();
  private readonly connections: Semaphore;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: AdvisoryLockOptions,
  ) {
    this.connections = new Semaphore(options.maxConnections);
  }

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const { timeoutMs } = this.options;
    const deadline = Date.now() + timeoutMs;
    return startWithin(key, timeoutMs, task, (turn) =>
      this.queue.run(key, () => this.connections.run(() => this.locked(key, turn, deadline))),
    );
  }

  private locked<T>(key: string, task: () => Promise<T>, deadline: number): Promise<T> {
    const id = lockId(key);
    // Its caller has given up already: no connection for it.
    if (Date.now() >= deadline) return Promise.reject(new LockTimeoutError(key, this.options.timeoutMs));
    return this.db.connection().execute(async (connection) => {
      // lock_timeout bounds the wait (advisory locks included) by what is left of the caller's (0 would
      // mean no limit); reset at once, as the connection goes back to the pool.
      const waitMs = Math.max(1, deadline - Date.now());
      await sql`select set_config('lock_timeout', ${`${waitMs}ms`}, false)`.execute(connection);
      try {
        await sql`select pg_advisory_lock(${id}::bigint)`.execute(connection);
      } catch (error) {
        // A lock granted in the instant the timeout fires stays with the session though the statement reports
        // the timeout (seen here: the key then held until the connection closed). This connection holds no
        // other lock on the key, so letting go is safe: a lock it does not hold only gets a warning.
        await sql`select pg_advisory_unlock(${id}::bigint)`.execute(connection);
        if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE)
          throw new LockTimeoutError(key, this.options.timeoutMs);
        throw error;
      } finally {
        await sql`reset lock_timeout`.execute(connection);
      }
      try {
        return await task();
      } finally {
        await sql`select pg_advisory_unlock(${id}::bigint)`.execute(connection);
      }
    });
  }
}
