import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const WORKER_FILE = new URL('./sqliteReader.worker.mjs', import.meta.url);

type Row = Record<string, unknown>;

interface Job {
  sql: string;
  parameters: readonly unknown[];
  resolve(rows: Row[]): void;
  reject(error: Error): void;
}

interface Reader {
  worker: Worker;
  job: Job | null;
}

type Reply = { rows: Row[]; error?: undefined } | { error: { message: string; code?: string } };

/**
 * Worker threads, each with a read-only connection on the same WAL file, that run reads off the event
 * loop. A reader is started when a read finds every started one busy (up to `size`), so a process that
 * reads one query at a time (tests, scripts) starts one. Reads beyond `size` at once wait in order.
 * A new read transaction sees the last commit, so a read sent after a write returns sees that write.
 */
export class SqliteReaderPool {
  readonly #file: string;
  readonly #size: number;
  readonly #busyTimeoutMs: number;
  readonly #readers: Reader[] = [];
  readonly #queue: Job[] = [];
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
      const job: Job = { sql, parameters, resolve, reject };
      const reader =
        this.#readers.find((candidate) => !candidate.job) ??
        (this.#readers.length < this.#size ? this.#start() : undefined);
      if (reader) this.#run(reader, job);
      else this.#queue.push(job);
    });
  }

  /** Stops every reader; reads still queued or running fail. */
  async close(): Promise<void> {
    this.#closed = true;
    const closed = new Error('The database connection is not open');
    for (const job of this.#queue.splice(0)) job.reject(closed);
    await Promise.all(this.#readers.splice(0).map(({ worker }) => worker.terminate()));
  }

  #start(): Reader {
    const worker = new Worker(WORKER_FILE, {
      workerData: { file: this.#file, busyTimeoutMs: this.#busyTimeoutMs },
      // Plain JavaScript: the parent's loaders (tsx, vitest) would only slow the start.
      execArgv: [],
    });
    const reader: Reader = { worker, job: null };
    worker.on('message', (reply: Reply) => {
      const job = reader.job;
      reader.job = null;
      if (reply.error) job?.reject(new SQLite.SqliteError(reply.error.message, reply.error.code ?? ''));
      else job?.resolve(reply.rows.map(restoreBuffers));
      this.#next(reader);
    });
    // A reader that dies (its file gone, out of memory) fails its read; the next read starts another.
    const lost = (error: Error) => {
      const index = this.#readers.indexOf(reader);
      if (index !== -1) this.#readers.splice(index, 1);
      reader.job?.reject(error);
      reader.job = null;
      if (!this.#closed && this.#queue.length > 0) this.#run(this.#start(), this.#queue.shift()!);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`SQLite reader stopped (exit code ${code})`)));
    this.#readers.push(reader);
    return reader;
  }

  #run(reader: Reader, job: Job) {
    reader.job = job;
    // A busy reader keeps the process alive until its answer comes; an idle one does not.
    reader.worker.ref();
    reader.worker.postMessage({ sql: job.sql, parameters: job.parameters });
  }

  #next(reader: Reader) {
    const job = this.#queue.shift();
    if (job) this.#run(reader, job);
    else reader.worker.unref();
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
