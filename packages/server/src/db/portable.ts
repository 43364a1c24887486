import { randomUUID } from 'node:crypto';
import {
  PostgresAdapter,
  sql,
  type Expression,
  type QueryExecutorProvider,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import type { DialectName } from './database';

/**
 * Everything that differs between SQLite and PostgreSQL, in one place. Both dialects then run the same
 * queries: text ids, ISO text timestamps, 0/1 booleans, JSON as text, counts converted to numbers.
 */

export const newId = (): string => randomUUID();

export const nowIso = (): string => new Date().toISOString();

/** pg returns count(*) and sum() of integers as strings; SQLite as numbers. */
export function toNumber(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}

export const toFlag = (value: boolean): 0 | 1 => (value ? 1 : 0);
export const fromFlag = (value: unknown): boolean => value === 1 || value === true || value === '1';

/** The pattern for "contains term", case-folded in JS (Unicode-aware) with LIKE wildcards escaped. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `lower(column) LIKE '%term%'`, case-insensitive on both dialects (ILIKE is PostgreSQL-only; SQLite's
 * lower() folds ASCII only, so columns holding other scripts are stored lower-cased already).
 */
export function contains(column: Expression<unknown>, term: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${containsPattern(term)} escape '\\'`;
}

/** The dialect behind a Kysely instance (migrations get only the instance). */
export function dialectOf(db: QueryExecutorProvider): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Tables with a search index on their lower-cased `search` column (migration 007). */
export type SearchedTable = 'users' | 'transactions' | 'chapters';

/** The trigram index serves terms of three characters or more; shorter ones are checked row by row. */
const indexable = (term: string) => [...term].length >= 3;

/**
 * "The row's search text contains `term`" (term lower-cased by the caller), through the trigram index:
 * SQLite matches the FTS5 table as a phrase (a trigram phrase is a substring; `%`, `_` and quotes are
 * plain characters there), PostgreSQL's `LIKE` uses the pg_trgm GIN index. With `indexed: false` the same
 * test is made without the index, for a walk down another index (the order's) that checks each row it meets:
 * the right plan when most rows match (a plain LIKE per row met, cheaper than collecting every match).
 * Only rows the index covers match (users: end users).
 */
export function searchMatches(
  dialect: DialectName,
  table: SearchedTable,
  term: string,
  { indexed }: { indexed: boolean },
): RawBuilder<SqlBool> {
  const column = sql.ref(`${table}.search`);
  if (dialect === 'postgres') {
    // The column is lower-cased already: `lower()` would hide it from the GIN index, and so does `|| ''`
    // when the index must not be used.
    const text = indexed ? column : sql`(${column} || '')`;
    return sql<SqlBool>`${text} like ${containsPattern(term)} escape '\\'`;
  }
  if (!indexed || !indexable(term)) return contains(column, term);
  const fts = sql.table(`${table}_search`);
  const phrase = `"${term.replaceAll('"', '""')}"`;
  return sql<SqlBool>`${sql.ref(table)}.rowid in (select rowid from ${fts} where ${fts} match ${phrase})`;
}

/**
 * A column SQLite must not use an index for (unary `+`), so it looks rows up through another term (the
 * search index) instead of walking this one's index; PostgreSQL's planner needs no hint.
 */
export function withoutIndex(dialect: DialectName, column: string): RawBuilder<unknown> {
  return dialect === 'sqlite' ? sql`+${sql.ref(column)}` : sql`${sql.ref(column)}`;
}

/**
 * How many rows the index finds for `term`, at most `cap` (a count of the matches alone, cheap: it picks
 * the plan and may give the total).
 */
export async function countSearchMatches(
  db: QueryExecutorProvider,
  table: SearchedTable,
  term: string,
  cap: number,
): Promise<number> {
  const dialect = dialectOf(db);
  const query =
    dialect === 'sqlite' && indexable(term)
      ? sql<{ n: unknown }>`select count(*) as n from (select 1 from ${sql.table(`${table}_search`)}
          where ${sql.table(`${table}_search`)} match ${`"${term.replaceAll('"', '""')}"`} limit ${cap})`
      : sql<{ n: unknown }>`select count(*) as n from (select 1 from ${sql.table(table)}
          where ${searchMatches(dialect, table, term, { indexed: true })}
          ${table === 'users' ? sql`and role = 'user'` : sql``} limit ${cap}) matches`;
  const { rows } = await query.execute(db);
  return toNumber(rows[0]?.n);
}
