import { sql, type SqlBool } from 'kysely';

/**
 * Reading a whole list in its order (`created_at desc, id desc`) a batch at a time, each batch starting
 * after the last row of the one before: every batch is one indexed range read of the list order's index
 * (never an offset that walks what came before), its own statement, so no read transaction spans the
 * whole walk (SQLite's readers and PostgreSQL's pool serve others between batches).
 */

/** Where a walk stands: the last row read. */
export interface Cursor {
  created_at: string;
  id: string;
}

/** Rows of `table` after `cursor` in the list order: `(created_at, id) < (cursor)`, an index range. */
export const after = (table: 'users' | 'transactions', cursor: Cursor) =>
  sql<SqlBool>`(${sql.ref(`${table}.created_at`)}, ${sql.ref(`${table}.id`)}) < (${cursor.created_at}, ${cursor.id})`;

/**
 * Every row `read` returns, batch after batch of `size`, until one comes back short. The next batch is
 * read only when the consumer asks for it, so a consumer that stops (a client gone) stops the reads.
 */
export async function* keysetBatches<R extends Cursor>(
  read: (cursor: Cursor | null, size: number) => Promise<R[]>,
  size: number,
): AsyncGenerator<R[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await read(cursor, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    const last = rows.at(-1)!;
    cursor = { created_at: last.created_at, id: last.id };
  }
}
