import { Readable } from 'node:stream';
import type { ExportList, ExportOutcome, Locale } from '@bible-admin/contract';
import {
  transactionCsvColumns,
  type TransactionCsvRow,
  transactionLabels,
  userCsvColumns,
  type UserCsvRow,
  userLabels,
} from '@bible-admin/contract';
import type { Expression, Kysely, SqlBool } from 'kysely';
import { type Cursor, keysetBatches } from '../db/keyset';
import type { Database } from '../db/schema';
import { BusyError } from '../domain/errors';
import type { Lifecycle } from '../lifecycle';
import { type ExportedTransaction, transactionsAfter } from '../repositories/transactions';
import { endUsersAfter, type ExportedUser } from '../repositories/users';
import { transactionExportMatches } from '../search/transactions';
import { endUserExportMatches } from '../search/users';
import { type AuditActor, recordAudit } from './audit';
import { BOM, csvLine } from './csv';
import { EXPORT_LEASE_MS, type ExportSlots } from './exportSlots';

/**
 * Rows read per batch: a batch is one statement of a few milliseconds (SQLite's readers and PostgreSQL's
 * pool serve other requests between two) and its CSV about 150 KB, the most an export holds at once.
 */
export const EXPORT_BATCH = 1000;

/** A CSV row: text under each of its columns. */
type CsvRow<Column extends string> = Readonly<Record<Column, string>>;

/** What one export writes: the list, the search it was asked for, its header and its rows a batch at a time. */
interface ExportSource<Column extends string> {
  list: ExportList;
  search: string | null;
  /** The columns in the file's order, and their labels in the admin's language (the header row). */
  columns: readonly Column[];
  labels: Readonly<Record<Column, string>>;
  batches: AsyncIterable<readonly CsvRow<Column>[]>;
}

/**
 * A list as CSV, chunk by chunk: the byte-order mark and header row at once, then one chunk per batch,
 * each read only when the consumer asks for the next (a client that reads slowly holds one batch, not
 * the list). When it ends, however it ends, one `list.exported` audit event says who exported which list
 * and search, how many rows were sent, and whether it completed, was cancelled (the consumer stopped: the
 * client went away, or the server is stopping) or failed.
 */
export async function* csvExport<Column extends string>(
  db: Kysely<Database>,
  actor: AuditActor,
  { list, search, columns, labels, batches }: ExportSource<Column>,
): AsyncGenerator<Buffer> {
  let rows = 0;
  let outcome: ExportOutcome = 'cancelled';
  try {
    yield Buffer.from(BOM + csvLine(columns.map((column) => labels[column])));
    for await (const batch of batches) {
      // Counted as handed to the response: a client that leaves meanwhile may not receive the last batch.
      rows += batch.length;
      yield Buffer.from(batch.map((row) => csvLine(columns.map((column) => row[column]))).join(''));
    }
    outcome = 'completed';
  } catch (error) {
    outcome = 'failed';
    throw error;
  } finally {
    await recordAudit(db, actor, { type: 'list.exported', summary: { list, search, rows, outcome } });
  }
}

async function* mapped<R, Row>(batches: AsyncIterable<R[]>, toRow: (row: R) => Row): AsyncGenerator<Row[]> {
  for await (const batch of batches) yield batch.map(toRow);
}

/**
 * How a list is exported: its CSV columns and their labels per language (the contract's), the condition its
 * search makes, and a batch of its rows after a cursor.
 */
export interface ExportedList<R extends Cursor, Column extends string> {
  list: ExportList;
  columns: readonly Column[];
  labels: Readonly<Record<Locale, Readonly<Record<Column, string>>>>;
  matches: (db: Kysely<Database>, search: string) => Promise<Expression<SqlBool>> | Expression<SqlBool>;
  after: (
    db: Kysely<Database>,
    filter: Expression<SqlBool> | null,
    cursor: Cursor | null,
    size: number,
  ) => Promise<R[]>;
}

export const usersList: ExportedList<ExportedUser, keyof UserCsvRow> = {
  list: 'users',
  columns: userCsvColumns,
  labels: userLabels,
  matches: endUserExportMatches,
  after: endUsersAfter,
};

export const transactionsList: ExportedList<ExportedTransaction, keyof TransactionCsvRow> = {
  list: 'transactions',
  columns: transactionCsvColumns,
  labels: transactionLabels,
  matches: transactionExportMatches,
  after: transactionsAfter,
};

/** Who exports what: the audit actor, their language (the header row's), the search, the slot they hold. */
export interface ExportRequest {
  actor: AuditActor;
  locale: Locale;
  search: string | null;
  /** The export slot's lease (`ExportSlots`), renewed while the file streams and freed when it ends. */
  lease: string;
  /** Aborted when the server stops: the file is cut off (the client sees a failed download), audited cancelled. */
  signal?: AbortSignal;
}

/**
 * The rows `list` shows for `search` (every page), in its order, as a stream of CSV of `toRow`'s rows.
 * The stream holds the request's export slot: renewed while it runs, freed when it closes however it
 * closes (completed, the client gone, a failure, `signal`). On `signal` it is destroyed, so the response
 * breaks off rather than end like a complete file; the server's stop waits for it to close (`lifecycle.track`).
 */
export async function listExport<R extends Cursor, Column extends string>(
  { db, exportSlots, lifecycle }: { db: Kysely<Database>; exportSlots: ExportSlots; lifecycle: Lifecycle },
  { actor, locale, search, lease, signal }: ExportRequest,
  { list, columns, labels, matches, after }: ExportedList<R, Column>,
  toRow: (row: R) => CsvRow<Column>,
): Promise<Readable> {
  const release = () => void exportSlots.release(lease).catch(() => {});
  let filter: Expression<SqlBool> | null;
  try {
    if (signal?.aborted)
      throw new BusyError('not_ready', 'The server is stopping', 'Try again in a few seconds.', 10);
    filter = search ? await matches(db, search) : null;
  } catch (error) {
    release();
    throw error;
  }
  const rows = keysetBatches((cursor, size) => after(db, filter, cursor, size), EXPORT_BATCH);
  const csv = csvExport(db, actor, {
    list,
    search,
    columns,
    labels: labels[locale],
    batches: mapped(rows, toRow),
  });
  const stream = Readable.from(csv, { objectMode: false });
  const renewal = setInterval(() => void exportSlots.renew(lease).catch(() => {}), EXPORT_LEASE_MS / 3);
  renewal.unref();
  const stop = () => stream.destroy();
  signal?.addEventListener('abort', stop, { once: true });
  // The stop waits for the stream to close: its audit event (cancelled) is written before the database closes.
  void lifecycle.track(
    new Promise<void>((resolve) =>
      stream.once('close', () => {
        clearInterval(renewal);
        signal?.removeEventListener('abort', stop);
        release();
        resolve();
      }),
    ),
  );
  return stream;
}

/** `users-2026-03-01.csv`: the list and the day (UTC) it was exported. */
export const exportFilename = (list: ExportList, now = new Date()) =>
  `${list}-${now.toISOString().slice(0, 10)}.csv`;
