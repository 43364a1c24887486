import SQLite from 'better-sqlite3';
import { DEFAULT_MIGRATION_TABLE, Kysely, SqliteDialect } from 'kysely';
import { migrateUpTo, migrationNames } from '../db/migrations';
import { BackupError } from './format';

/** One object of a SQLite schema as `sqlite_master` lists it. */
interface SchemaObject {
  type: string;
  name: string;
  sql: string | null;
}

interface Column {
  name: string;
  type: string;
  notnull: number;
  pk: number;
  dflt_value: string | null;
  hidden: number;
}

/**
 * Every object of the schema but SQLite's own (`sqlite_*`: a name no statement may create), by name. Triggers
 * and views are code that runs on the server's every write or read, so each one is checked like the tables.
 */
function objectsOf(connection: SQLite.Database): Map<string, SchemaObject> {
  const rows = connection
    .prepare("select type, name, sql from sqlite_master where name not like 'sqlite\\_%' escape '\\'")
    .all() as SchemaObject[];
  return new Map(rows.map((row) => [row.name, row]));
}

const columnsOf = (connection: SQLite.Database, table: string): Column[] =>
  connection.pragma(`table_xinfo("${table.replaceAll('"', '""')}")`) as Column[];

/** The migrations the database records as applied, by name. */
function recordedMigrations(connection: SQLite.Database, notOurs: (why: string) => BackupError): string[] {
  const table = connection
    .prepare("select 1 from sqlite_master where type = 'table' and name = ?")
    .get(DEFAULT_MIGRATION_TABLE);
  if (!table) throw notOurs(`it has no migrations table (${DEFAULT_MIGRATION_TABLE})`);
  let names: string[];
  try {
    names = connection
      .prepare(`select name from "${DEFAULT_MIGRATION_TABLE}" order by name`)
      .pluck()
      .all() as string[];
  } catch (error) {
    throw notOurs(`its migrations table does not read: ${(error as Error).message}`);
  }
  if (names.length === 0) throw notOurs('its migrations table records no migration');
  const known = migrationNames();
  const unknown = names.find((name) => !known.includes(name));
  if (unknown !== undefined) {
    throw notOurs(
      `it records the migration ${JSON.stringify(unknown)}, which this version does not have ` +
        '(a newer version made it? restore it with that version)',
    );
  }
  // Migrations run in order, so a database of ours records the first N of them and nothing else.
  const gap = known.slice(0, names.length).find((name, index) => names[index] !== name);
  if (gap !== undefined) throw notOurs(`it records later migrations without ${gap}`);
  return names;
}

/** The schema a database that recorded these migrations has: built by running them on an empty database. */
async function expectedSchema(last: string): Promise<SQLite.Database> {
  const reference = new SQLite(':memory:');
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: reference }) });
  try {
    await migrateUpTo(db, last);
  } catch (error) {
    reference.close();
    throw error;
  }
  // Kysely's destroy would close the connection it was given: the reference is read below, then closed.
  return reference;
}

function compareColumns(
  restored: SQLite.Database,
  reference: SQLite.Database,
  table: string,
  notOurs: (why: string) => BackupError,
): void {
  const found = new Map(columnsOf(restored, table).map((column) => [column.name, column]));
  const expected = columnsOf(reference, table);
  const missing = expected.filter((column) => !found.has(column.name)).map((column) => column.name);
  if (missing.length) throw notOurs(`its table ${table} lacks the column ${missing.join(', ')}`);
  const names = new Set(expected.map((column) => column.name));
  const extra = [...found.keys()].filter((name) => !names.has(name));
  if (extra.length)
    throw notOurs(`its table ${table} has a column the product does not create: ${extra.join(', ')}`);
  for (const column of expected) {
    const { type, notnull, pk, dflt_value, hidden } = found.get(column.name)!;
    const same =
      type === column.type &&
      notnull === column.notnull &&
      pk === column.pk &&
      dflt_value === column.dflt_value &&
      hidden === column.hidden;
    if (!same) throw notOurs(`its column ${table}.${column.name} is not as the product creates it`);
  }
}

/**
 * Refuses a database that is not the product's as its migrations made it (issue 36): without the migrations
 * table, recording a migration this version does not know, or whose schema differs from the one its recorded
 * migrations create (run here on an empty database): a table, column, index, trigger or view more, less or
 * other. A trigger or view is code the server would run on its own data (the review's trigger deleted every new
 * audit event), so only the product's own, word for word, are accepted. The data itself is the operator's.
 */
export async function checkProductSchema(connection: SQLite.Database, what: string): Promise<void> {
  const notOurs = (why: string) => new BackupError(`${what} is not this product's database: ${why}.`);
  const names = recordedMigrations(connection, notOurs);
  const reference = await expectedSchema(names.at(-1)!);
  try {
    const found = objectsOf(connection);
    const expected = objectsOf(reference);
    for (const object of found.values()) {
      const known = expected.get(object.name);
      if (!known || known.type !== object.type)
        throw notOurs(`it holds a ${object.type} ${object.name} that the product does not create`);
    }
    for (const object of expected.values()) {
      const restored = found.get(object.name);
      if (!restored) throw notOurs(`its ${object.type} ${object.name} is missing`);
      if (object.type === 'table') compareColumns(connection, reference, object.name, notOurs);
      if (restored.sql !== object.sql)
        throw notOurs(`its ${object.type} ${object.name} is not as the product creates it`);
    }
  } finally {
    reference.close();
  }
}
