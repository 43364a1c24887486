import { z } from 'zod';

/**
 * One row of a list's CSV export. The keys, in order, are the file's header row: the spec's column names
 * of the list (a payer's e-mail, the currency and the payment method, shown inside other columns on screen,
 * get columns of their own). Every cell is text: dates ISO 8601, amounts in major units with two decimals
 * beside their currency.
 */
export const userExportRow = z.object({
  ID: z.string(),
  User: z.string(),
  Email: z.string(),
  Status: z.string(),
  /** The plan's name; 'Free' without one. */
  Plan: z.string(),
  /** As the app sent it ('ios', 'android'…), empty when unknown. */
  Device: z.string(),
  Joined: z.string(),
});
export type UserExportRow = z.infer<typeof userExportRow>;

export const transactionExportRow = z.object({
  ID: z.string(),
  /** The payer's name; 'Deleted user' once the account is gone. */
  User: z.string(),
  Email: z.string(),
  /** '9.99': major units, two decimals. */
  Amount: z.string(),
  /** Upper-case ISO code ('USD'). */
  Currency: z.string(),
  Status: z.string(),
  'Payment Method': z.string(),
  Date: z.string(),
});
export type TransactionExportRow = z.infer<typeof transactionExportRow>;
