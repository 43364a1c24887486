/**
 * One row of each list's CSV export, as plain types (no schema): the server's writer and the tests share
 * them. A list's columns are a typed list of its row's keys in the file's order, and the row type is made
 * from that list, so a column cannot be missing from either. Every cell is text: dates ISO 8601, amounts in
 * major units with two decimals beside their currency. The header row is the columns' labels in the
 * admin's language (`labels/user.ts`, `labels/transaction.ts`).
 */

/** The users export: an end user's id, name, e-mail, status, plan ('Free' without one), device, joined. */
export const userCsvColumns = ['id', 'name', 'email', 'status', 'plan', 'device', 'created_at'] as const;
export type UserCsvColumn = (typeof userCsvColumns)[number];
export type UserCsvRow = Readonly<Record<UserCsvColumn, string>>;

/**
 * The transactions export: its payer by name ('Deleted user' once the account is gone) and e-mail, the
 * amount ('9.99'), its upper-case currency ('USD'), status, payment method and date.
 */
export const transactionCsvColumns = [
  'id',
  'user_name',
  'user_email',
  'amount',
  'currency',
  'status',
  'payment_method',
  'created_at',
] as const;
export type TransactionCsvColumn = (typeof transactionCsvColumns)[number];
export type TransactionCsvRow = Readonly<Record<TransactionCsvColumn, string>>;
