import { type KeyedLock, startWithin } from './KeyedLock';

/**
 * Runs tasks one at a time per key (and concurrently across keys), in arrival order; with `timeoutMs`, a
 * task waits at most that long for its turn.
 */
export class KeyedQueue implements KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  constructor(private readonly timeoutMs?: number) {}

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    if (this.timeoutMs === undefined) return this.enqueue(key, task);
    return startWithin(key, this.timeoutMs, task, (turn) => this.enqueue(key, turn));
  }

  private enqueue<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    // Forget the key once its last task is done, so the map does not grow with every chapter.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
