/** A task that waited `maxWaitMs` for a slot without getting one: it never ran. */
export class SemaphoreTimeoutError extends Error {}

/** At most `size` tasks at once; the others wait their turn in arrival order. */
export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  /** Runs `task` in a slot; one that waits longer than `maxWaitMs` for it rejects with SemaphoreTimeoutError. */
  async run<T>(task: () => Promise<T>, maxWaitMs = Infinity): Promise<T> {
    if (this.running >= this.size) await this.turn(maxWaitMs);
    else this.running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter (the count stays), or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Resolves when a finishing task hands its slot over; past `maxWaitMs`, leaves the queue and rejects. */
  private turn(maxWaitMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = Number.isFinite(maxWaitMs)
        ? setTimeout(() => {
            this.waiting.splice(this.waiting.indexOf(go), 1);
            reject(new SemaphoreTimeoutError(`No free slot within ${maxWaitMs} ms`));
          }, maxWaitMs)
        : undefined;
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      this.waiting.push(go);
    });
  }
}
