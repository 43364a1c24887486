import type { PageMeta } from '@bible-admin/contract';
import { sql, type Kysely, type QueryExecutorProvider, type RawBuilder, type SqlBool } from 'kysely';
import type { pageIds } from '../db/paginate';
import type { Database } from '../db/schema';

/** What every search strategy serves, and what each table's search index holds. */

/** Tables with a search index on their lower-cased `search` column (migration 007). */
export type SearchedTable = 'users' | 'transactions' | 'chapters';

/** The lists whose plan starts with a first read of the index (`SearchStrategy.firstRead`). */
export type ListedTable = 'users' | 'transactions';

/** The trigram index serves terms of three characters or more; shorter ones go through migration 011's. */
export const indexable = (term: string) => [...term].length >= 3;

/**
 * The rows a table's search index holds: of users, the end users (migration 007; PostgreSQL's indexes are
 * partial on it). Every match and count keeps to them.
 */
const indexedRows: Record<SearchedTable, RawBuilder<SqlBool> | null> = {
  users: sql<SqlBool>`role = 'user'`,
  transactions: null,
  chapters: null,
};

/** `and <the rows the index holds>`, to follow a condition; nothing when it holds every row. */
export const andIndexedRows = (table: SearchedTable) => {
  const rows = indexedRows[table];
  return rows ? sql`and ${rows}` : sql``;
};

/** `where <the rows the index holds>`; nothing when it holds every row. */
export const whereIndexedRows = (table: SearchedTable) => {
  const rows = indexedRows[table];
  return rows ? sql`where ${rows}` : sql``;
};

/** A page's ids as a list's search gives them to the list's `rowsOf`: a query in list order, or the ids themselves. */
export type PageIds = ReturnType<typeof pageIds> | readonly string[];

/** A list's search entry: the page of rows `rowsOf` reads for the ids it gives, and the page's meta. */
export type ListSearch = <R>(
  db: Kysely<Database>,
  search: string,
  bounds: { page: number; limit: number },
  rowsOf: (ids: PageIds) => Promise<R[]>,
) => Promise<{ rows: R[]; meta: PageMeta }>;

export interface MatchOptions {
  /** Through the index; false: the same test made on each row met (a walk down another index). */
  indexed: boolean;
  /** The index collects the matches and a walk of the order's index checks each row it meets against them. */
  walked?: boolean;
  /** SQLite: the matches already read from the index (`firstRead`), reused instead of matching again. */
  rowids?: readonly number[];
}

/**
 * A search's first read of the index: how many rows match (at most the cap asked for), and what the page
 * can reuse: SQLite the matches' `rowids`; PostgreSQL, for a rare term, the page's `ids`, sorted, with
 * the count exact.
 */
export interface FirstRead {
  count: number;
  rowids?: number[];
  ids?: string[];
}

/** How one database finds a term in a table's search index. */
export interface SearchStrategy {
  /** "The row's search text contains `term`" (lower-cased by the caller); only rows the index holds match. */
  matches(table: SearchedTable, term: string, options: MatchOptions): RawBuilder<SqlBool>;
  /** How many rows the index finds for `term`, at most `cap` (cheap: it picks the plan and may give the total). */
  count(db: QueryExecutorProvider, table: SearchedTable, term: string, cap: number): Promise<number>;
  /** The plan's first read, made once for the count and the page. */
  firstRead(
    db: Kysely<Database>,
    table: ListedTable,
    term: string,
    cap: number,
    bounds: { limit: number; offset: number },
  ): Promise<FirstRead>;
}
