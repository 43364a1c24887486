// One reader of the SQLite reader pool (sqliteReaders.ts): a read-only connection on the server's WAL file
// that runs one read at a time off the main event loop. Plain JavaScript so that it loads without tsx
// (the server runs under tsx, the tests under vitest; a worker inherits neither loader).
// In: { sql, parameters }. Out, in the same order: { rows } or { error: { message, code } }.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

// Below the event loop on the CPU: with more busy readers than cores, the main thread (every request's
// routing and replies) still gets its turn at once. Linux gives each thread its own nice value; elsewhere
// this would lower the whole process.
if (process.platform === 'linux') setPriority(10);

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
// A reader waits for a checkpoint or recovery like the main connection does, rather than failing at once.
db.pragma(`busy_timeout = ${Number(workerData.busyTimeoutMs)}`);

// Prepared statements by SQL: the same few list and count queries come again and again.
const STATEMENT_CACHE = 200;
const statements = new Map();

function prepare(sql) {
  let statement = statements.get(sql);
  if (statement) {
    // Most recently used last, so the oldest is the first key when the cache is full.
    statements.delete(sql);
  } else {
    statement = db.prepare(sql);
    if (statements.size >= STATEMENT_CACHE) statements.delete(statements.keys().next().value);
  }
  statements.set(sql, statement);
  return statement;
}

parentPort.on('message', ({ sql, parameters }) => {
  try {
    parentPort.postMessage({ rows: prepare(sql).all(parameters) });
  } catch (error) {
    parentPort.postMessage({ error: { message: String(error?.message ?? error), code: error?.code } });
  }
});
