/**
 * Runs tasks one at a time per key (and concurrently across keys). The SQLite build is one process, so a
 * KeyedQueue in memory is enough; on PostgreSQL an AdvisoryLock serialises across every server process.
 * A lock with a timeout waits at most that long for the key, counted from the call, then throws
 * LockTimeoutError and never runs the task: a caller's longest wait is the timeout plus its task's time.
 */
export interface KeyedLock {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

/** The lock could not be taken in time: another task has held the key longer than the timeout. */
export class LockTimeoutError extends Error {
  constructor(key: string, timeoutMs: number) {
    super(`Waited ${Math.round(timeoutMs / 1000)} s for the lock on ${key}`);
    this.name = 'LockTimeoutError';
  }
}

/**
 * Bounds a lock's wait: `enqueue` calls the task it is given once the key is held. If `timeoutMs` passes
 * first, the caller gets LockTimeoutError at once, and the task, when its turn comes, does not run.
 */
export function startWithin<T>(
  key: string,
  timeoutMs: number,
  task: () => Promise<T>,
  enqueue: (turn: () => Promise<T>) => Promise<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      reject(new LockTimeoutError(key, timeoutMs));
    }, timeoutMs);
    void enqueue(() => {
      if (late) return Promise.reject(new LockTimeoutError(key, timeoutMs));
      clearTimeout(timer);
      return task();
    })
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}
