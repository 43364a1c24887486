/**
 * Runs tasks one at a time per key (and concurrently across keys). The SQLite build is one process, so a
 * KeyedQueue in memory is enough; on PostgreSQL an AdvisoryLock serialises across every server process.
 */
export interface KeyedLock {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

/** The lock could not be taken in time: another process has held the key longer than the timeout. */
export class LockTimeoutError extends Error {
  constructor(key: string, timeoutMs: number) {
    super(`Waited ${Math.round(timeoutMs / 1000)} s for the lock on ${key}`);
    this.name = 'LockTimeoutError';
  }
}
