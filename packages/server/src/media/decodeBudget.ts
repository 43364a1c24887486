import { SemaphoreTimeoutError } from '../locks/Semaphore';

/**
 * Memory lent to image decodes (IMAGE_DECODE_BUDGET_MB): a decode takes its estimated bytes before it starts
 * and gives them back when it ends, so the decodes of this process together never hold more than `capacity`.
 * Waiters are served in arrival order (a large decode is not overtaken for ever by small ones); one that
 * waits longer than it may rejects with SemaphoreTimeoutError and never runs.
 */
export class DecodeBudget {
  private inUse = 0;
  private readonly waiting: { bytes: number; go: () => void }[] = [];
  /** The most bytes lent at once since the start: what the tests and the measuring script read. */
  peak = 0;

  constructor(readonly capacity: number) {}

  /** Decodes waiting for their bytes now. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `task` holding `bytes` (at most `capacity`: the caller refuses more), waiting at most `maxWaitMs`. */
  async run<T>(bytes: number, task: () => Promise<T>, maxWaitMs: number): Promise<T> {
    if (bytes > this.capacity) throw new RangeError(`${bytes} bytes is over the budget of ${this.capacity}`);
    if (this.waiting.length > 0 || this.inUse + bytes > this.capacity) await this.turn(bytes, maxWaitMs);
    else this.take(bytes);
    try {
      return await task();
    } finally {
      this.inUse -= bytes;
      this.admit();
    }
  }

  private take(bytes: number): void {
    this.inUse += bytes;
    this.peak = Math.max(this.peak, this.inUse);
  }

  /** Lets in the waiters at the head of the queue whose bytes now fit. */
  private admit(): void {
    while (this.waiting.length > 0 && this.inUse + this.waiting[0]!.bytes <= this.capacity) {
      const next = this.waiting.shift()!;
      this.take(next.bytes);
      next.go();
    }
  }

  private turn(bytes: number, maxWaitMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter = {
        bytes,
        go: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        // The one that left may have been holding up smaller ones behind it.
        this.admit();
        reject(new SemaphoreTimeoutError(`No ${bytes} bytes of the decoding budget within ${maxWaitMs} ms`));
      }, maxWaitMs);
      this.waiting.push(waiter);
    });
  }
}

/** One budget per process and capacity: every upload of this process draws on the same bytes. */
const budgets = new Map<number, DecodeBudget>();

export function decodeBudget(capacity: number): DecodeBudget {
  let budget = budgets.get(capacity);
  if (!budget) budgets.set(capacity, (budget = new DecodeBudget(capacity)));
  return budget;
}
