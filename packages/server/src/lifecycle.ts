/** The reason `shuttingDown` and `abandoned` carry: the process is stopping. */
export class ShuttingDownError extends Error {
  override name = 'ShuttingDownError';
}

/**
 * The process's stop, as work that may outlive a request sees it (`deps.lifecycle`).
 * - `shuttingDown` aborts at SIGTERM or SIGINT: /readyz answers 503 from then on, and the listener still
 *   serves for the drain period. Long work that need not finish (an export) should end cleanly now.
 * - `abandoned` aborts once the grace period after the drain is over and the connections still open were
 *   cut: work still running must give up and commit nothing (a narration leaves the previous audio).
 * - `track(work)`: the stop waits for tracked work to settle (after `abandoned`) before it closes the
 *   database, so giving up can still remove what it stored.
 */
export class Lifecycle {
  private readonly stopping = new AbortController();
  private readonly over = new AbortController();
  private readonly running = new Set<Promise<unknown>>();

  get shuttingDown(): AbortSignal {
    return this.stopping.signal;
  }

  get abandoned(): AbortSignal {
    return this.over.signal;
  }

  beginShutdown(): void {
    this.stopping.abort(new ShuttingDownError('The server is shutting down'));
  }

  abandon(): void {
    this.beginShutdown();
    this.over.abort(new ShuttingDownError('The server stopped before the work finished'));
  }

  track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    void work.then(
      () => this.running.delete(work),
      () => this.running.delete(work),
    );
    return work;
  }

  /** Resolves once every tracked work has settled, whichever way. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }
}
