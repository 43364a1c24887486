import {
  type ExportList,
  type ExportOutcome,
  transactionExportRow,
  type TransactionExportRow,
  userExportRow,
  type UserExportRow,
} from '@bible-admin/contract';
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { z } from 'zod';
import { type Cursor, keysetBatches } from '../db/keyset';
import type { Database } from '../db/schema';
import { type ExportedTransaction, transactionsAfter } from '../repositories/transactions';
import { endUsersAfter, type ExportedUser } from '../repositories/users';
import { transactionExportMatches } from '../search/transactions';
import { endUserExportMatches } from '../search/users';
import { type AuditActor, recordAudit } from './audit';
import { BOM, csvLine } from './csv';

/**
 * Rows read per batch: a batch is one statement of a few milliseconds (SQLite's readers and PostgreSQL's
 * pool serve other requests between two) and its CSV about 150 KB, the most an export holds at once.
 */
export const EXPORT_BATCH = 1000;

/** What one export writes: the list, the search it was asked for, and its rows a batch at a time. */
interface ExportSource<Row extends Record<string, string>> {
  list: ExportList;
  search: string | null;
  /** The header row: the contract's row keys, in order. */
  columns: readonly (keyof Row & string)[];
  batches: AsyncIterable<readonly Row[]>;
}

/**
 * A list as CSV, chunk by chunk: the byte-order mark and header row at once, then one chunk per batch,
 * each read only when the consumer asks for the next (a client that reads slowly holds one batch, not
 * the list). When it ends, however it ends, one `list.exported` audit event says who exported which list
 * and search, how many rows were sent, and whether it completed, was cancelled (the consumer stopped: the
 * client went away) or failed.
 */
export async function* csvExport<Row extends Record<string, string>>(
  db: Kysely<Database>,
  actor: AuditActor,
  { list, search, columns, batches }: ExportSource<Row>,
): AsyncGenerator<Buffer> {
  let rows = 0;
  let outcome: ExportOutcome = 'cancelled';
  try {
    yield Buffer.from(BOM + csvLine(columns));
    for await (const batch of batches) {
      // Counted as handed to the response: a client that leaves meanwhile may not receive the last batch.
      rows += batch.length;
      yield Buffer.from(batch.map((row) => csvLine(columns.map((column) => row[column] as string))).join(''));
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

/** How a list is exported: its CSV row, the condition its search makes, and a batch of its rows after a cursor. */
export interface ExportedList<R extends Cursor, Row extends Record<string, string>> {
  list: ExportList;
  row: z.ZodObject<Record<keyof Row, z.ZodType>>;
  matches: (db: Kysely<Database>, search: string) => Promise<Expression<SqlBool>> | Expression<SqlBool>;
  after: (
    db: Kysely<Database>,
    filter: Expression<SqlBool> | null,
    cursor: Cursor | null,
    size: number,
  ) => Promise<R[]>;
}

export const usersList: ExportedList<ExportedUser, UserExportRow> = {
  list: 'users',
  row: userExportRow,
  matches: endUserExportMatches,
  after: endUsersAfter,
};

export const transactionsList: ExportedList<ExportedTransaction, TransactionExportRow> = {
  list: 'transactions',
  row: transactionExportRow,
  matches: transactionExportMatches,
  after: transactionsAfter,
};

/** The rows `list` shows for `search` (every page), in its order, as CSV of `toRow`'s rows. */
export async function listExport<R extends Cursor, Row extends Record<string, string>>(
  db: Kysely<Database>,
  actor: AuditActor,
  search: string | null,
  { list, row, matches, after }: ExportedList<R, Row>,
  toRow: (row: R) => Row,
) {
  const filter = search ? await matches(db, search) : null;
  const rows = keysetBatches((cursor, size) => after(db, filter, cursor, size), EXPORT_BATCH);
  return csvExport(db, actor, {
    list,
    search,
    columns: Object.keys(row.shape) as (keyof Row & string)[],
    batches: mapped(rows, toRow),
  });
}

/** `users-2026-03-01.csv`: the list and the day (UTC) it was exported. */
export const exportFilename = (list: ExportList, now = new Date()) =>
  `${list}-${now.toISOString().slice(0, 10)}.csv`;
