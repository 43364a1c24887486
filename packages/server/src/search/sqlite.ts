import { sql, type Kysely, type QueryExecutorProvider, type RawBuilder, type SqlBool } from 'kysely';
import { contains, dialectOf, toNumber } from '../db/portable';
import type { Database } from '../db/schema';
import {
  andIndexedRows,
  indexable,
  type MatchOptions,
  type SearchedTable,
  type SearchStrategy,
} from './searched';

/**
 * SQLite's search: FTS5 trigram tables kept by triggers (`<table>_search`, migration 007), and for terms of
 * one or two characters an `fts5vocab` instance table (`<table>_search_instances`, migration 011).
 */

/** A term as an FTS5 phrase: a trigram phrase is a substring; `%`, `_` and quotes are plain characters there. */
const phrase = (term: string) => `"${term.replaceAll('"', '""')}"`;

/**
 * A term of one or two characters: the rowids (`doc`) of the index entries whose trigram begins with it.
 * Trigrams sort by code point (UTF-8 bytes), so those lie between the term and the term with its last
 * character's successor; the indexed text ends with two newlines, so a term at its very end begins a
 * trigram too.
 */
function shortTermDocs(table: SearchedTable, term: string, limit?: number): RawBuilder<unknown> {
  const characters = [...term];
  const last = characters.pop()!;
  const after = characters.join('') + String.fromCodePoint(last.codePointAt(0)! + 1);
  const instances = sql.table(`${table}_search_instances`);
  return sql`select doc from ${instances} where term >= ${term} and term < ${after}
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`;
}

/** The rowids whose indexed text holds `term` (three characters or more) as a trigram phrase. */
function phraseMatches(table: SearchedTable, term: string, limit?: number): RawBuilder<unknown> {
  const fts = sql.table(`${table}_search`);
  return sql`select rowid from ${fts} where ${fts} match ${phrase(term)}
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`;
}

/**
 * Through the index: the FTS5 trigram table matched as a phrase or, for one or two characters, the
 * trigrams beginning with the term. With `walked`, the rowid is kept out of lookups (unary `+`), so a walk
 * down the order's index checks each row it meets against the matches, reading no row that does not
 * match. Without the index: `lower(search) LIKE`, for a walk that tests each row it meets.
 */
function matches(table: SearchedTable, term: string, { indexed, walked = false, rowids }: MatchOptions) {
  const column = sql.ref(`${table}.search`);
  if (!indexed) return contains(column, term);
  const rowid = walked ? sql`+${sql.ref(table)}.rowid` : sql`${sql.ref(table)}.rowid`;
  if (rowids) return sql<SqlBool>`${rowid} in (select value from json_each(${JSON.stringify(rowids)}))`;
  if (!indexable(term)) return sql<SqlBool>`${rowid} in (${shortTermDocs(table, term)})`;
  return sql<SqlBool>`${rowid} in (${phraseMatches(table, term)})`;
}

/**
 * A term of three characters or more: its matches' rowids, at most `cap`, from one match of the trigram
 * index. The count and the page then reuse them: a phrase of common trigrams costs tens of milliseconds
 * to match, once is enough.
 */
async function matchRowids(
  db: Kysely<Database>,
  table: SearchedTable,
  term: string,
  cap: number,
): Promise<number[] | undefined> {
  if (!indexable(term)) return undefined;
  const fts = `${table}_search`;
  const search = db as unknown as Kysely<Record<string, { rowid: number }>>;
  // A query builder (not raw SQL), so the query-plan tests see it; one JSON array, not thousands of rows
  // (each a JavaScript object, and from a reader thread a message).
  const found = search
    .selectFrom(fts)
    .select('rowid')
    .where(sql<SqlBool>`${sql.table(fts)} match ${phrase(term)}`)
    .limit(cap);
  const row = await search
    .selectFrom(found.as('matches'))
    .select(sql<string>`json_group_array(rowid)`.as('rowids'))
    .executeTakeFirstOrThrow();
  return JSON.parse(row.rowids) as number[];
}

/**
 * One or two characters: the distinct rows among the first index entries read (at most twice the cap).
 * All of them read: that is the count; `cap` rows or more among them: the cap. Otherwise (rows holding the
 * term many times over) undefined, and the caller counts the rows.
 */
async function countShortTermDocs(
  db: QueryExecutorProvider,
  table: SearchedTable,
  term: string,
  cap: number,
): Promise<number | undefined> {
  const read = 2 * cap;
  const { rows } = await sql<{ entries: unknown; docs: unknown }>`select count(*) as entries,
    count(distinct doc) as docs from (${shortTermDocs(table, term, read)}) entries`.execute(db);
  const entries = toNumber(rows[0]?.entries);
  const docs = toNumber(rows[0]?.docs);
  if (entries < read || docs >= cap) return Math.min(docs, cap);
  return undefined;
}

const count: SearchStrategy['count'] = async (db, table, term, cap) => {
  if (!indexable(term)) {
    const counted = await countShortTermDocs(db, table, term, cap);
    if (counted !== undefined) return counted;
  }
  const query = indexable(term)
    ? sql<{ n: unknown }>`select count(*) as n from (${phraseMatches(table, term, cap)})`
    : sql<{ n: unknown }>`select count(*) as n from (select 1 from ${sql.table(table)}
        where ${matches(table, term, { indexed: true })} ${andIndexedRows(table)} limit ${cap}) matches`;
  const { rows } = await query.execute(db);
  return toNumber(rows[0]?.n);
};

export const sqliteSearch: SearchStrategy = {
  matches,
  count,
  /** The matches' rowids, from one match of the index that the page and the count then reuse. */
  async firstRead(db, table, term, cap) {
    const rowids = await matchRowids(db, table, term, cap);
    return { rowids, count: rowids ? rowids.length : await count(db, table, term, cap) };
  },
};

const SEARCHED: readonly SearchedTable[] = ['users', 'transactions', 'chapters'];

/**
 * Merges each FTS5 search index into one segment. Every committed write adds a segment, and FTS5 merges
 * them only level by level; a match reads every segment, and a term's trigram lists from nine segments (a
 * million users seeded) cost 2.5 times one list ("rachel gold": 12.6 → 4.8 ms). For 1M users and 1M
 * transactions it takes ~5 s, holding the write lock: after a bulk load. PostgreSQL's GIN indexes need
 * nothing.
 */
export async function optimizeSearchIndexes(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  for (const table of SEARCHED) {
    const fts = sql.table(`${table}_search`);
    await sql`insert into ${fts}(${fts}) values ('optimize')`.execute(db);
  }
}
