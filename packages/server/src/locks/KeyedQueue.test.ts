import { LockTimeoutError } from './KeyedLock';
import { KeyedQueue } from './KeyedQueue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('KeyedQueue', () => {
  it('runs tasks of one key one after the other, even when one fails', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      queue.run('a', task('1', true)),
      queue.run('a', task('2')),
      queue.run('a', task('3')),
    ]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });

  it('runs tasks of different keys at the same time', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
    };
    await Promise.all([queue.run('a', task('a')), queue.run('b', task('b'))]);
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('with a timeout, a task waits at most that long and then never runs; the next still waits its turn', async () => {
    const queue = new KeyedQueue(50);
    const log: string[] = [];
    let release!: () => void;
    // The holder outlives the timeout: it started in time, so it is not cut short.
    const held = queue.run('a', () => new Promise<void>((resolve) => (release = resolve)));
    const late = queue.run('a', async () => log.push('late'));
    await expect(late).rejects.toBeInstanceOf(LockTimeoutError);
    const next = queue.run('a', async () => log.push('next'));
    await tick();
    log.push('released');
    release();
    await Promise.all([held, next]);
    expect(log).toEqual(['released', 'next']);
  });
});
