import { z } from 'zod';
import {
  type TransactionCsvColumn,
  transactionCsvColumns,
  type UserCsvColumn,
  userCsvColumns,
} from '../exportRows';
import { timestamp } from '../fields';

/** A CSV row's schema for the contract's documentation: every column, in order, as text. */
const csvRow = <Column extends string>(columns: readonly Column[]) =>
  z.object(Object.fromEntries(columns.map((column) => [column, z.string()])) as Record<Column, z.ZodString>);

/** One row of a list's CSV export (the types and the column order: `exportRows.ts`). */
export const userExportRow = csvRow<UserCsvColumn>(userCsvColumns);
export const transactionExportRow = csvRow<TransactionCsvColumn>(transactionCsvColumns);

/**
 * A single-use download link of a list's export: `url` is its address on this server (`/api/…`, the
 * random token in its path), good once, for the admin who asked, until `expires_at`.
 */
export const exportLink = z.object({
  url: z.string(),
  expires_at: timestamp,
});
export type ExportLink = z.infer<typeof exportLink>;
