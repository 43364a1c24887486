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
 * queries: text ids, ISO text timestamps, 0/1 booleans, JSON as text, counts converted to numbers. How
 * each finds a term in a search index is the search module's (`src/search/`).
 */

export const newId = (): string => randomUUID();

export const nowIso = (): string => new Date().toISOString();

/** pg returns count(*) and sum() of integers as strings; SQLite as numbers. */
export function toNumber(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}

/** A truth value as either database returns it (SQLite 0 or 1, PostgreSQL a boolean), as a boolean. */
export const fromFlag = (value: unknown): boolean => value === 1 || value === true || value === '1';

/** The pattern for "contains term", case-folded in JS (Unicode-aware) with LIKE wildcards escaped. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `text LIKE '%term%'`, wildcards in the term taken literally (the term already lower-cased). */
export function holds(text: Expression<unknown>, term: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${text} like ${containsPattern(term)} escape '\\'`;
}

/** The text before the first `separator` (all of it without one). */
export function textBefore(
  dialect: DialectName,
  text: Expression<unknown>,
  separator: string,
): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`split_part(${text}, ${separator}, 1)`
    : sql<string>`substr(${text}, 1, instr(${text} || ${separator}, ${separator}) - 1)`;
}

/**
 * `lower(column) LIKE '%term%'`, case-insensitive on both dialects (ILIKE is PostgreSQL-only; SQLite's
 * lower() folds ASCII only, so columns holding other scripts are stored lower-cased already).
 */
export function contains(column: Expression<unknown>, term: string): RawBuilder<SqlBool> {
  return holds(sql`lower(${column})`, term);
}

/** A number field of a JSON object stored as text (`json_extract` in SQLite, `->>` of jsonb in PostgreSQL). */
export function jsonNumber(
  dialect: DialectName,
  json: Expression<unknown>,
  field: string,
): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`(${json}::jsonb ->> ${field})::bigint`
    : sql<number>`json_extract(${json}, ${`$.${field}`})`;
}

/** The dialect behind a Kysely instance (migrations get only the instance). */
export function dialectOf(db: QueryExecutorProvider): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * A column SQLite must not use an index for (unary `+`), so it looks rows up through another term (the
 * search index) instead of walking this one's index; PostgreSQL's planner needs no hint (and the search
 * indexes there are partial on `role = 'user'`, which a rewritten column would hide).
 */
export function withoutIndex(dialect: DialectName, column: string): RawBuilder<unknown> {
  return dialect === 'sqlite' ? sql`+${sql.ref(column)}` : sql`${sql.ref(column)}`;
}

/**
 * A sort key no index provides, for the rows a search index found: they are sorted, never found by a
 * walk of the order's index testing each row. PostgreSQL's planner guesses how many rows a search term
 * matches; guessing many (its default for the short-term index), it walks the order's index computing
 * the test on every row it meets: seconds for a rare term.
 */
export function unindexedOrder(dialect: DialectName, column: string): RawBuilder<unknown> {
  return dialect === 'sqlite' ? sql`+${sql.ref(column)}` : sql`(${sql.ref(column)} || '')`;
}
