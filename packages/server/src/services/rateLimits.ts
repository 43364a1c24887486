/** A key's count in its current fixed window. */
export interface RateWindow {
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

/**
 * Counters per key in fixed windows: all the rate limits need. An interface so the counts can move to
 * the database (shared by several server processes, kept across restarts) without touching the rules.
 */
export interface RateLimitStore {
  /** Adds one to the key's count, opening a window of `windowMs` when none is open. */
  increment(key: string, windowMs: number): Promise<RateWindow>;
  /** The key's open window, without counting; null when none. */
  get(key: string): Promise<RateWindow | null>;
}

/** In this process's memory: counts start again at a restart. Expired windows are swept as it goes. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateWindow>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, windowMs: number): Promise<RateWindow> {
    this.sweep();
    const open = this.open(key);
    const window = open ? { ...open, count: open.count + 1 } : { count: 1, resetAt: this.now() + windowMs };
    this.windows.set(key, window);
    return window;
  }

  async get(key: string): Promise<RateWindow | null> {
    return this.open(key);
  }

  private open(key: string): RateWindow | null {
    const window = this.windows.get(key);
    return window && window.resetAt > this.now() ? window : null;
  }

  /** At most once a minute, drops closed windows so the map cannot grow without bound. */
  private sweep(): void {
    const now = this.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
