import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import type { ConnectionStats } from './database';

const WORKER_FILE = new URL('./sqliteReader.worker.mjs', import.meta.url);

type Row = Record<string, unknown>;

/**
 * A statement whose last run took this long is slow: it may not take the last free reader, which stays
 * for quick reads (a public page must not wait behind an admin's dashboard and deep pages).
 */
const SLOW_READ_MS = 20;

/** Run times kept by SQL text; bounded, since a statement with inlined values is a new text each time. */
const MAX_TIMED_STATEMENTS = 1000;

interface Job {
  sql: string;
  parameters: readonly unknown[];
  slow: boolean;
  resolve(rows: Row[]): void;
  reject(error: Error): void;
}

interface Reader {
  worker: Worker;
  job: Job | null;
  startedAt: number;
}

type Reply = { rows: Row[]; error?: undefined } | { error: { message: string; code?: string } };

/**
 * Worker threads, each with a read-only connection on the same WAL file, that run reads off the event
 * loop. A reader is started when a read finds every started one busy (up to `size`), so a process that
 * reads one query at a time (tests, scripts) starts one. Reads wait in order of arrival, except that a
 * slow one (by its last run) leaves one reader free for quick ones, so these never queue behind slow ones.
 * A new read transaction sees the last commit, so a read sent after a write returns sees that write.
 */
export class SqliteReaderPool {
  readonly #file: string;
  readonly #size: number;
  readonly #busyTimeoutMs: number;
  readonly #readers: Reader[] = [];
  readonly #queue: Job[] = [];
  /** The last run time of each statement, in milliseconds. */
  readonly #runTimes = new Map<string, number>();
  #closed = false;

  constructor(file: string, size: number, busyTimeoutMs: number) {
    this.#file = file;
    this.#size = size;
    this.#busyTimeoutMs = busyTimeoutMs;
  }

  /** The rows of a read-only statement, run by a free reader; errors arrive as the connection's would. */
  read(sql: string, parameters: readonly unknown[]): Promise<Row[]> {
    if (this.#closed) return Promise.reject(new Error('The database connection is not open'));
    return new Promise((resolve, reject) => {
      const slow = (this.#runTimes.get(sql) ?? 0) >= SLOW_READ_MS;
      this.#queue.push({ sql, parameters, slow, resolve, reject });
      this.#dispatch();
    });
  }

  /** The readers busy and idle (started, free), the most it starts, and the reads waiting for one. */
  stats(): ConnectionStats {
    const busy = this.#readers.filter((reader) => reader.job).length;
    return { busy, idle: this.#readers.length - busy, max: this.#size, waiting: this.#queue.length };
  }

  /** Stops every reader; reads still queued or running fail. */
  async close(): Promise<void> {
    this.#closed = true;
    const closed = new Error('The database connection is not open');
    for (const job of this.#queue.splice(0)) job.reject(closed);
    await Promise.all(this.#readers.splice(0).map(({ worker }) => worker.terminate()));
  }

  /** Starts the reads that may run: the first in order, skipping slow ones while only one reader is left. */
  #dispatch() {
    while (!this.#closed && this.#queue.length > 0) {
      const busy = this.#readers.filter((reader) => reader.job).length;
      const slowMayRun = this.#size < 2 || busy < this.#size - 1;
      const index = this.#queue.findIndex((job) => slowMayRun || !job.slow);
      if (index === -1) return;
      const reader =
        this.#readers.find((candidate) => !candidate.job) ??
        (this.#readers.length < this.#size ? this.#start() : undefined);
      if (!reader) return;
      this.#run(reader, this.#queue.splice(index, 1)[0]!);
    }
  }

  #start(): Reader {
    const worker = new Worker(WORKER_FILE, {
      workerData: { file: this.#file, busyTimeoutMs: this.#busyTimeoutMs },
      // Plain JavaScript: the parent's loaders (tsx, vitest) would only slow the start.
      execArgv: [],
    });
    const reader: Reader = { worker, job: null, startedAt: 0 };
    worker.on('message', (reply: Reply) => {
      const job = reader.job;
      reader.job = null;
      if (job) this.#timed(job.sql, performance.now() - reader.startedAt);
      if (reply.error) job?.reject(new SQLite.SqliteError(reply.error.message, reply.error.code ?? ''));
      else job?.resolve(reply.rows.map(restoreBuffers));
      this.#dispatch();
      // A busy reader keeps the process alive until its answer comes; an idle one does not.
      if (!reader.job) worker.unref();
    });
    // A reader that dies (its file gone, out of memory) fails its read; the next read starts another.
    const lost = (error: Error) => {
      const index = this.#readers.indexOf(reader);
      if (index !== -1) this.#readers.splice(index, 1);
      reader.job?.reject(error);
      reader.job = null;
      this.#dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`SQLite reader stopped (exit code ${code})`)));
    this.#readers.push(reader);
    return reader;
  }

  #run(reader: Reader, job: Job) {
    reader.job = job;
    reader.startedAt = performance.now();
    reader.worker.ref();
    reader.worker.postMessage({ sql: job.sql, parameters: job.parameters });
  }

  #timed(sql: string, ms: number) {
    if (this.#runTimes.size >= MAX_TIMED_STATEMENTS && !this.#runTimes.has(sql)) this.#runTimes.clear();
    this.#runTimes.set(sql, ms);
  }
}

/** Rows cross the thread boundary by structured clone, which turns a Buffer (a BLOB) into a Uint8Array. */
function restoreBuffers(row: Row): Row {
  for (const key in row) {
    const value = row[key];
    if (value instanceof Uint8Array && !Buffer.isBuffer(value))
      row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  }
  return row;
}
