import { randomUUID } from 'node:crypto';
import {
  type Kysely,
  PostgresAdapter,
  sql,
  type Expression,
  type QueryExecutorProvider,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import type { DialectName } from './database';
import type { Database } from './schema';

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

/** The dialect behind a Kysely instance (migrations get only the instance). */
export function dialectOf(db: QueryExecutorProvider): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Tables with a search index on their lower-cased `search` column (migration 007). */
export type SearchedTable = 'users' | 'transactions' | 'chapters';

/** The trigram index serves terms of three characters or more; shorter ones go through migration 011's. */
export const indexable = (term: string) => [...term].length >= 3;

/**
 * SQLite, a term of one or two characters: the rowids (`doc`) of the index entries whose trigram begins
 * with it. Trigrams sort by code point (UTF-8 bytes), so those lie between the term and the term with its
 * last character's successor; the indexed text ends with two newlines, so a term at its very end begins
 * a trigram too.
 */
function shortTermDocs(table: SearchedTable, term: string, limit?: number): RawBuilder<unknown> {
  const characters = [...term];
  const last = characters.pop()!;
  const after = characters.join('') + String.fromCodePoint(last.codePointAt(0)! + 1);
  const instances = sql.table(`${table}_search_instances`);
  return sql`select doc from ${instances} where term >= ${term} and term < ${after}
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`;
}

/**
 * "The row's search text contains `term`" (term lower-cased by the caller), through an index: SQLite
 * matches the FTS5 trigram table as a phrase (a trigram phrase is a substring; `%`, `_` and quotes are
 * plain characters there) or, for one or two characters, reads the trigrams beginning with the term;
 * PostgreSQL: the term's trigrams are all among the text's (`search_trigrams`, GIN, migration 016) and the
 * text holds the term, and for one or two characters the term is one of the text's distinct one- and
 * two-character substrings (`search_grams`, GIN). With `indexed: false` the same
 * test is made without an index, for a walk down another index (the order's) that checks each row it
 * meets: the right plan when most rows match (a plain LIKE per row met, cheaper than collecting every
 * match). With `walked` the index collects the matches and the walk checks each row it meets against
 * them, reading no row that does not match (SQLite: the rowid kept out of lookups; PostgreSQL, which
 * would compute `search_grams` or `search_trigrams` per row met, tests the text): the right plan for a few thousand matches,
 * too many to read at random and sort, too few for a walk that reads every row it meets.
 * Only rows the index covers match (users: end users).
 */
export function searchMatches(
  dialect: DialectName,
  table: SearchedTable,
  term: string,
  {
    indexed,
    walked = false,
    rowids,
  }: {
    indexed: boolean;
    walked?: boolean;
    /** SQLite: the matches already read from the index (`searchMatchRowids`), reused instead of matching again. */
    rowids?: readonly number[];
  },
): RawBuilder<SqlBool> {
  const column = sql.ref(`${table}.search`);
  if (dialect === 'postgres') {
    if (walked) indexed = false;
    if (indexed && !indexable(term)) return sql<SqlBool>`search_grams(${column}) @> array[${term}]::text[]`;
    // The column is lower-cased already: no lower(), no index on it either (016 dropped pg_trgm's).
    const held = holds(column, term);
    if (!indexed) return held;
    // Trigrams of the term among the text's (the index), then the term itself in the text.
    return sql<SqlBool>`(search_trigrams(${column}) @> array[${sql.join(trigramsOf(term))}]::text[] and ${held})`;
  }
  if (!indexed) return contains(column, term);
  const rowid = walked ? sql`+${sql.ref(table)}.rowid` : sql`${sql.ref(table)}.rowid`;
  if (rowids) return sql<SqlBool>`${rowid} in (select value from json_each(${JSON.stringify(rowids)}))`;
  if (!indexable(term)) return sql<SqlBool>`${rowid} in (${shortTermDocs(table, term)})`;
  return sql<SqlBool>`${rowid} in (${phraseMatches(table, term)})`;
}

/**
 * Three-character substrings of a term that together cover it, one every three characters and the last
 * (characters, as PostgreSQL's `substr` counts). Each key costs a walk of its list in the GIN index, and
 * the text is tested anyway: "rachel gold" looked up by "rac", "hel", " go", "old" found the same 2,596
 * rows as by all nine of its trigrams, in 2.6 ms instead of 7.
 */
function trigramsOf(term: string): string[] {
  const characters = [...term];
  const starts = [];
  for (let start = 0; start + 3 < characters.length; start += 3) starts.push(start);
  starts.push(characters.length - 3);
  return [...new Set(starts.map((start) => characters.slice(start, start + 3).join('')))];
}

/** SQLite: the rowids whose indexed text holds `term` (three characters or more) as a trigram phrase. */
function phraseMatches(table: SearchedTable, term: string, limit?: number): RawBuilder<unknown> {
  const fts = sql.table(`${table}_search`);
  const phrase = `"${term.replaceAll('"', '""')}"`;
  return sql`select rowid from ${fts} where ${fts} match ${phrase}
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`;
}

/**
 * SQLite, a term of three characters or more: its matches' rowids, at most `cap`, from one match of the
 * trigram index. The count and the page then reuse them: a phrase of common trigrams costs tens of
 * milliseconds to match, once is enough.
 */
async function searchMatchRowids(
  db: Kysely<Database>,
  table: SearchedTable,
  term: string,
  cap: number,
): Promise<number[] | undefined> {
  if (dialectOf(db) !== 'sqlite' || !indexable(term)) return undefined;
  const fts = `${table}_search`;
  const search = db as unknown as Kysely<Record<string, { rowid: number }>>;
  // A query builder (not raw SQL), so the query-plan tests see it; one JSON array, not thousands of rows
  // (each a JavaScript object, and from a reader thread a message).
  const matches = search
    .selectFrom(fts)
    .select('rowid')
    .where(sql<SqlBool>`${sql.table(fts)} match ${`"${term.replaceAll('"', '""')}"`}`)
    .limit(cap);
  const row = await search
    .selectFrom(matches.as('matches'))
    .select(sql<string>`json_group_array(rowid)`.as('rowids'))
    .executeTakeFirstOrThrow();
  return JSON.parse(row.rowids) as number[];
}

/**
 * The rows whose search text holds `term` (users: end users): how many, up to `cap`, and on SQLite their
 * rowids, from one match of the index that the page and the count then reuse.
 */
async function textMatches(
  db: Kysely<Database>,
  table: SearchedTable,
  term: string,
  cap: number,
): Promise<{ rowids: number[] | undefined; count: number }> {
  const rowids = await searchMatchRowids(db, table, term, cap);
  return { rowids, count: rowids ? rowids.length : await countSearchMatches(db, table, term, cap) };
}

/** PostgreSQL: matches fetched whole, and sorted, when the newest rows say the term is rare. */
export const RARE = { sampled: 5, fetched: 5000 };

/**
 * PostgreSQL, a term of three characters or more (users: end users). When fewer than `RARE.sampled` of
 * the newest rows hold it, every match up to `RARE.fetched` is fetched once through the trigram index:
 * `count` is then exact (`RARE.fetched` + 1: more than that) and `ids` the page's, sorted from them.
 * Otherwise `count` is the count up to `cap` of `countSearchMatches`. One statement: a count to the cap,
 * then a walk of the order's index to a page, cost twice the database time for "rachel gold" (2,596
 * matches).
 */
async function rareFirst(
  db: Kysely<Database>,
  table: 'users' | 'transactions',
  term: string,
  cap: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ count: number; ids?: string[] }> {
  const matched = sql`(select id, created_at from ${sql.table(table)}
    where ${searchMatches('postgres', table, term, { indexed: true })} ${endUsersOnly(table)}
    limit ${RARE.fetched + 1})`;
  // Materialized: each computed once, and `matched` only if a branch reads it. One sample of the newest
  // rows says both whether the term is rare and whether it is common.
  const { rows } = await sql<{ n: unknown; ids: string[] | null }>`with
      held as materialized (select ${holding(table, term, SAMPLE.rows, COMMON)} as k),
      matched as materialized ${matched}
    select case when held.k < ${RARE.sampled} then (select count(*) from matched)
        else (${postgresCount(table, term, cap, sql<SqlBool>`held.k >= ${COMMON}`)}) end as n,
      case when held.k < ${RARE.sampled} then (select coalesce(json_agg(id), '[]') from (select id from matched
        order by created_at desc, id desc limit ${limit} offset ${offset}) page) end as ids
    from held`.execute(db);
  const count = toNumber(rows[0]?.n);
  const ids = rows[0]?.ids;
  return ids && count <= RARE.fetched ? { count, ids } : { count };
}

/**
 * A search's matches in the text index, the plan's first read: PostgreSQL, a term of three characters or
 * more, `rareFirst` (a rare term's page `ids` come sorted, its count exact); otherwise `textMatches`.
 */
export function textSearch(
  db: Kysely<Database>,
  table: 'users' | 'transactions',
  term: string,
  cap: number,
  bounds: { limit: number; offset: number },
): Promise<{ count: number; rowids?: number[]; ids?: string[] }> {
  return dialectOf(db) === 'postgres' && indexable(term)
    ? rareFirst(db, table, term, cap, bounds)
    : textMatches(db, table, term, cap);
}

/** The rows a table's search index holds: of users, the end users (migration 007). */
const endUsersOnly = (table: SearchedTable) => (table === 'users' ? sql`and role = 'user'` : sql``);

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
  if (dialect === 'sqlite' && !indexable(term)) {
    const counted = await countShortTermDocs(db, table, term, cap);
    if (counted !== undefined) return counted;
  }
  if (dialect === 'postgres') {
    const { rows } = await postgresCount(table, term, cap).execute(db);
    return toNumber(rows[0]?.n);
  }
  const query =
    dialect === 'sqlite' && indexable(term)
      ? sql<{ n: unknown }>`select count(*) as n from (${phraseMatches(table, term, cap)})`
      : sql<{ n: unknown }>`select count(*) as n from (select 1 from ${sql.table(table)}
          where ${searchMatches(dialect, table, term, { indexed: true })} ${endUsersOnly(table)} limit ${cap}) matches`;
  const { rows } = await query.execute(db);
  return toNumber(rows[0]?.n);
}

/**
 * PostgreSQL: `countSearchMatches`'s statement; `common`, whether the term is common among the newest rows,
 * when the caller sampled them already.
 */
function postgresCount(
  table: SearchedTable,
  term: string,
  cap: number,
  common = commonAmongNewest(table, term),
): RawBuilder<{ n: unknown }> {
  const counted = sql`(select count(*) from (select 1 from ${sql.table(table)}
    where ${searchMatches('postgres', table, term, { indexed: true })} ${endUsersOnly(table)} limit ${cap}) matches)`;
  return sampledFirst(table, term, cap, counted, sql`${cap}`, common);
}

/**
 * PostgreSQL: `found` (what the trigram index finds for `term`, `cap` rows at most), or `past` when the
 * newest rows already hold `cap` matches. The GIN index finds every candidate before the first is counted
 * (83,000 for "cohen": ~12 ms). For a term common among the newest rows (2% or more), the newest entries of
 * the list order's index (index-only, migration 014; at most the cap over 2%) are tested instead: past the
 * cap among them, the total is capped without the GIN index (~0.45 µs an entry; at 5%, the threshold
 * before, a surname held by 4% of a million users made the GIN index list 41,000 rows: ~35 ms). A bounded number of entries, since the planner,
 * misjudging how many rows match, would rather scan the table than walk the index up to a number of
 * matches. One statement: PostgreSQL runs only the branches chosen.
 */
function sampledFirst(
  table: SearchedTable,
  term: string,
  cap: number,
  found: RawBuilder<unknown>,
  past: RawBuilder<unknown>,
  common: RawBuilder<SqlBool>,
): RawBuilder<{ n: unknown }> {
  return sql<{ n: unknown }>`select case
    when not ${common} then ${found}
    when ${holding(table, term, Math.ceil(cap / SAMPLE.common), cap)} >= ${cap} then ${past}
    else ${found} end as n`;
}

/** PostgreSQL: "the term is common among the newest rows": `SAMPLE.common` of `SAMPLE.rows` or more hold it. */
function commonAmongNewest(table: SearchedTable, term: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${holding(table, term, SAMPLE.rows, COMMON)} >= ${COMMON}`;
}

/**
 * PostgreSQL: how many of the newest `rows` entries of the list order's index hold the term, counting no
 * further than `enough` (the entries go by the table's name, so the test is the walk's own).
 */
function holding(table: SearchedTable, term: string, rows: number, enough: number): RawBuilder<unknown> {
  const newest = sql`(select search from ${sql.table(table)}
    ${table === 'users' ? sql`where role = 'user'` : sql``} order by created_at desc, id desc limit ${rows})`;
  return sql`(select count(*) from (select 1 from ${newest} ${sql.table(table)}
    where ${searchMatches('postgres', table, term, { indexed: false })} limit ${enough}) held)`;
}

/**
 * SQLite, one or two characters: the distinct rows among the first index entries read (at most twice the
 * cap). All of them read: that is the count; `cap` rows or more among them: the cap. Otherwise (rows
 * holding the term many times over) undefined, and the caller counts the rows.
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

/** PostgreSQL: newest rows sampled, and the share of them holding the term from which it counts as common. */
const SAMPLE = { rows: 1000, common: 0.02 };

/** PostgreSQL: of the newest `SAMPLE.rows`, as many as make a term common. */
const COMMON = SAMPLE.rows * SAMPLE.common;
