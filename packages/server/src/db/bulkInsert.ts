import { type Insertable, type Kysely, sql } from 'kysely';
import { dialectOf } from './portable';
import type { Database } from './schema';

/**
 * Many rows in one INSERT whose only parameter is the rows as a JSON array: the statement text is the
 * same for every batch (no query of tens of thousands of placeholders to build and parse), and the
 * database unpacks the JSON in C (SQLite `json_each`, PostgreSQL `json_populate_recordset`, which casts
 * each field to its column's type). Triggers fire as for any INSERT: counters and search index stay in step.
 */
export async function insertJsonRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const json = JSON.stringify(rows);
  const names = sql.join(columns.map((column) => sql.ref(column)));
  if (dialectOf(db) === 'postgres') {
    await sql`insert into ${sql.table(table)} (${names})
      select ${names} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`.execute(db);
    return;
  }
  // `->>` gives SQL values: strings as text, numbers as numbers, null as NULL.
  const fields = sql.join(columns.map((column) => sql`value ->> ${`$.${column}`}`));
  await sql`insert into ${sql.table(table)} (${names}) select ${fields} from json_each(${json})`.execute(db);
}
