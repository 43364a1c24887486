import { describe, expect, test } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { AdvisoryLock } from '../src/locks/AdvisoryLock';
import { LockTimeoutError } from '../src/locks/KeyedLock';
import { sharedTestApp } from './helpers/testApp';

const t = sharedTestApp();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tasks that record when they run, so overlap shows. */
function recorder() {
  const log: string[] = [];
  const task =
    (name: string, ms = 30) =>
    async () => {
      log.push(`start ${name}`);
      await sleep(ms);
      log.push(`end ${name}`);
      return name;
    };
  return { log, task };
}

/**
 * Two tasks that must overlap: `a` starts, then `b` starts and ends, then `a` ends. Each waits for the event
 * before it, not for a time, so a busy machine cannot reorder them; tasks wrongly run one at a time never end.
 */
function gated() {
  const log: string[] = [];
  let aStarted!: () => void;
  let bEnded!: () => void;
  const started = new Promise<void>((resolve) => (aStarted = resolve));
  const ended = new Promise<void>((resolve) => (bEnded = resolve));
  const task = (name: 'a' | 'b') => async () => {
    if (name === 'b') await started;
    log.push(`start ${name}`);
    if (name === 'a') {
      aStarted();
      await ended;
    }
    log.push(`end ${name}`);
    if (name === 'b') bEnded();
    return name;
  };
  return { log, task };
}

describe('the app’s lock (deps.locks)', () => {
  test('runs tasks of one key one at a time and tasks of different keys at once', async () => {
    const { log, task } = recorder();
    await Promise.all([t.deps.locks.run('k1', task('a')), t.deps.locks.run('k1', task('b'))]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
    log.length = 0;
    // a holds k1 until b, on k2, has run: a lock that held k2 back behind k1 would never get there.
    const { task: holdUntil, log: overlap } = gated();
    await Promise.all([t.deps.locks.run('k1', holdUntil('a')), t.deps.locks.run('k2', holdUntil('b'))]);
    expect(overlap).toEqual(['start a', 'start b', 'end b', 'end a']);
  });
});

// Only PostgreSQL has locks across processes: SQLite is one process (its lock is the KeyedQueue above).
describe.runIf(process.env.TEST_DATABASE_URL)('AdvisoryLock across processes (PostgreSQL run only)', () => {
  /** Two processes: each its own connection pool and lock. */
  const processes: DatabaseHandle[] = [];
  const lockOf = (options: Partial<ConstructorParameters<typeof AdvisoryLock>[1]> = {}) => {
    const database = createDatabase(t.config);
    processes.push(database);
    return new AdvisoryLock(database.db, { timeoutMs: 10_000, maxConnections: 4, ...options });
  };
  afterAll(async () => {
    for (const database of processes) await database.destroy();
  });

  test('a key held by one process waits in the other; other keys do not', async () => {
    const [one, two] = [lockOf(), lockOf()];
    const { log, task } = recorder();
    // The second process asks once the first has started (a new pool's first connection may take a while).
    const started = async () => {
      while (!log.includes('start one')) await sleep(5);
    };
    const first = one.run('k', task('one', 300));
    await started();
    await Promise.all([first, two.run('k', task('two'))]);
    expect(log).toEqual(['start one', 'end one', 'start two', 'end two']);
    const { task: holdUntil, log: overlap } = gated();
    await Promise.all([one.run('k', holdUntil('a')), two.run('other', holdUntil('b'))]);
    expect(overlap).toEqual(['start a', 'start b', 'end b', 'end a']);
  });

  test('a wait longer than the timeout fails with LockTimeoutError; a failed task releases the key', async () => {
    // The timeout that must pass is the one that waits on a key held until the test lets go; every other wait
    // here has the default 10 s, so a busy machine slows the test without failing it.
    const [one, two] = [lockOf(), lockOf({ timeoutMs: 500 })];
    let release!: () => void;
    let holding!: () => void;
    // Wait until the first process holds the key (a new pool's first connection can take longer than a sleep).
    const holds = new Promise<void>((resolve) => (holding = resolve));
    const held = one.run('busy', () => {
      holding();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await holds;
    await expect(two.run('busy', async () => 'ran')).rejects.toBeInstanceOf(LockTimeoutError);
    release();
    await held;
    await expect(one.run('busy', () => Promise.reject(new Error('task failed')))).rejects.toThrow(
      'task failed',
    );
    // Free for a third process: the failed task let go of the key.
    expect(await lockOf().run('busy', async () => 'ran')).toBe('ran');
  });

  test('a wait in this process’s queue counts towards the timeout too', async () => {
    // The first task must start within the timeout too: the pool's first connection is made beforehand (on a busy
    // machine it took longer than any short timeout), so only a query or two stand between the call and the key.
    const lock = lockOf({ timeoutMs: 2000 });
    expect(await lock.run('warm', async () => 'ran')).toBe('ran');
    let release!: () => void;
    let holding!: () => void;
    const holds = new Promise<void>((resolve) => (holding = resolve));
    const held = lock.run('local', () => {
      holding();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await holds;
    await expect(lock.run('local', async () => 'ran')).rejects.toBeInstanceOf(LockTimeoutError);
    release();
    await held;
    expect(await lock.run('local', async () => 'ran')).toBe('ran');
  });

  test('holds at most maxConnections pool connections for locks, the other keys waiting in memory', async () => {
    const lock = lockOf({ maxConnections: 2 });
    let running = 0;
    let most = 0;
    // No task ends before two run at once (a connection can take longer than any sleep on a busy machine);
    // then each stays a moment, in which a third would start if the limit let it.
    let bothRunning!: () => void;
    const two = new Promise<void>((resolve) => (bothRunning = resolve));
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      if (running === 2) bothRunning();
      await two;
      await sleep(50);
      running -= 1;
    };
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((key) => lock.run(key, task)));
    expect(most).toBe(2);
  });
});
