import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
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
export function dialectOf(db: Kysely<unknown>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
