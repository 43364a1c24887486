import type { Kysely, QueryExecutorProvider } from 'kysely';
import type { DialectName } from '../db/database';
import { dialectOf } from '../db/portable';
import type { Database } from '../db/schema';
import { postgresSearch } from './postgres';
import type { FirstRead, ListedTable, MatchOptions, SearchedTable, SearchStrategy } from './searched';
import { sqliteSearch } from './sqlite';

/** The search strategy of a database: SQLite's FTS5 tables or PostgreSQL's trigram arrays. */
const strategyOf = (dialect: DialectName): SearchStrategy =>
  dialect === 'postgres' ? postgresSearch : sqliteSearch;

/**
 * "The row's search text contains `term`" (term lower-cased by the caller), through an index. With
 * `indexed: false` the same test is made without an index, for a walk down another index (the order's)
 * that checks each row it meets: the right plan when most rows match (a plain LIKE per row met, cheaper
 * than collecting every match). With `walked` the index collects the matches and the walk checks each row
 * it meets against them, reading no row that does not match: the right plan for a few thousand matches,
 * too many to read at random and sort, too few for a walk that reads every row it meets. Only rows the
 * index holds match (users: end users).
 */
export const searchMatches = (
  dialect: DialectName,
  table: SearchedTable,
  term: string,
  options: MatchOptions,
) => strategyOf(dialect).matches(table, term, options);

/** How many rows the index finds for `term`, at most `cap` (cheap: it picks the plan and may give the total). */
export const countSearchMatches = (
  db: QueryExecutorProvider,
  table: SearchedTable,
  term: string,
  cap: number,
) => strategyOf(dialectOf(db)).count(db, table, term, cap);

/** A search's matches in the text index, the plan's first read (`SearchStrategy.firstRead`). */
export const textSearch = (
  db: Kysely<Database>,
  table: ListedTable,
  term: string,
  cap: number,
  bounds: { limit: number; offset: number },
): Promise<FirstRead> => strategyOf(dialectOf(db)).firstRead(db, table, term, cap, bounds);
