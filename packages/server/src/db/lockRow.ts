import { sql, type Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Locks a row until the transaction ends with a write that changes nothing: PostgreSQL then holds the row
 * (a portable `SELECT … FOR UPDATE`, which SQLite lacks), SQLite its database write lock. A writer that
 * reads the row after this sees every earlier writer's result, so the files it replaces are the ones
 * stored now (replace-then-delete-old, never an older reading).
 */
export async function lockRow(
  trx: Transaction<Database>,
  table: 'chapters' | 'users',
  id: string,
): Promise<void> {
  await sql`update ${sql.table(table)} set id = id where id = ${id}`.execute(trx);
}
