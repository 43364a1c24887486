import { sql, type QueryExecutorProvider, type RawBuilder, type SqlBool } from 'kysely';
import { holds, toNumber } from '../db/portable';
import {
  andIndexedRows,
  indexable,
  type ListedTable,
  type MatchOptions,
  type SearchedTable,
  type SearchStrategy,
  whereIndexedRows,
} from './searched';

/**
 * PostgreSQL's search: a GIN index over `search_trigrams(search)` (the text's three-character substrings,
 * migration 016) and, for terms of one or two characters, over `search_grams(search)` (its one- and
 * two-character substrings); a sample of the newest rows says whether a term is rare or common.
 */

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

/**
 * Through the index: the term's trigrams are all among the text's and the text holds the term; for one or
 * two characters the term is one of the text's distinct one- and two-character substrings. Without the
 * index, or `walked` (PostgreSQL would compute `search_grams` or `search_trigrams` per row met), the text
 * is tested.
 */
function matches(table: SearchedTable, term: string, { indexed, walked = false }: MatchOptions) {
  const column = sql.ref(`${table}.search`);
  if (walked) indexed = false;
  if (indexed && !indexable(term)) return sql<SqlBool>`search_grams(${column}) @> array[${term}]::text[]`;
  // The column is lower-cased already: no lower(), no index on it either (016 dropped pg_trgm's).
  const held = holds(column, term);
  if (!indexed) return held;
  // Trigrams of the term among the text's (the index), then the term itself in the text.
  return sql<SqlBool>`(search_trigrams(${column}) @> array[${sql.join(trigramsOf(term))}]::text[] and ${held})`;
}

/** Matches fetched whole, and sorted, when the newest rows say the term is rare. */
const RARE = { sampled: 5, fetched: 5000 };

/** Newest rows sampled, and the share of them holding the term from which it counts as common. */
const SAMPLE = { rows: 1000, common: 0.02 };

/** Of the newest `SAMPLE.rows`, as many as make a term common. */
const COMMON = SAMPLE.rows * SAMPLE.common;

/**
 * How many of the newest `rows` entries of the list order's index hold the term, counting no further than
 * `enough` (the entries go by the table's name, so the test is the walk's own).
 */
function holding(table: SearchedTable, term: string, rows: number, enough: number): RawBuilder<unknown> {
  const newest = sql`(select search from ${sql.table(table)}
    ${whereIndexedRows(table)} order by created_at desc, id desc limit ${rows})`;
  return sql`(select count(*) from (select 1 from ${newest} ${sql.table(table)}
    where ${matches(table, term, { indexed: false })} limit ${enough}) held)`;
}

/** "The term is common among the newest rows": `SAMPLE.common` of `SAMPLE.rows` or more hold it. */
function commonAmongNewest(table: SearchedTable, term: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${holding(table, term, SAMPLE.rows, COMMON)} >= ${COMMON}`;
}

/**
 * `found` (what the trigram index finds for `term`, `cap` rows at most), or `past` when the newest rows
 * already hold `cap` matches. The GIN index finds every candidate before the first is counted (83,000 for
 * "cohen": ~12 ms). For a term common among the newest rows (2% or more), the newest entries of the list
 * order's index (index-only, migration 014; at most the cap over 2%) are tested instead: past the cap
 * among them, the total is capped without the GIN index (~0.45 µs an entry; at 5%, the threshold before,
 * a surname held by 4% of a million users made the GIN index list 41,000 rows: ~35 ms). A bounded number
 * of entries, since the planner, misjudging how many rows match, would rather scan the table than walk the
 * index up to a number of matches. One statement: PostgreSQL runs only the branches chosen.
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

/** The count's statement; `common`, whether the term is common among the newest rows, when the caller sampled them already. */
function countStatement(
  table: SearchedTable,
  term: string,
  cap: number,
  common = commonAmongNewest(table, term),
): RawBuilder<{ n: unknown }> {
  const counted = sql`(select count(*) from (select 1 from ${sql.table(table)}
    where ${matches(table, term, { indexed: true })} ${andIndexedRows(table)} limit ${cap}) matches)`;
  return sampledFirst(table, term, cap, counted, sql`${cap}`, common);
}

const count: SearchStrategy['count'] = async (db, table, term, cap) => {
  const { rows } = await countStatement(table, term, cap).execute(db);
  return toNumber(rows[0]?.n);
};

/**
 * A term of three characters or more. When fewer than `RARE.sampled` of the newest rows hold it, every
 * match up to `RARE.fetched` is fetched once through the trigram index: `count` is then exact
 * (`RARE.fetched` + 1: more than that) and `ids` the page's, sorted from them. Otherwise `count` is the
 * count up to `cap`. One statement: a count to the cap, then a walk of the order's index to a page, cost
 * twice the database time for "rachel gold" (2,596 matches).
 */
async function rareFirst(
  db: QueryExecutorProvider,
  table: ListedTable,
  term: string,
  cap: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ count: number; ids?: string[] }> {
  const matched = sql`(select id, created_at from ${sql.table(table)}
    where ${matches(table, term, { indexed: true })} ${andIndexedRows(table)}
    limit ${RARE.fetched + 1})`;
  // Materialized: each computed once, and `matched` only if a branch reads it. One sample of the newest
  // rows says both whether the term is rare and whether it is common.
  const { rows } = await sql<{ n: unknown; ids: string[] | null }>`with
      held as materialized (select ${holding(table, term, SAMPLE.rows, COMMON)} as k),
      matched as materialized ${matched}
    select case when held.k < ${RARE.sampled} then (select count(*) from matched)
        else (${countStatement(table, term, cap, sql<SqlBool>`held.k >= ${COMMON}`)}) end as n,
      case when held.k < ${RARE.sampled} then (select coalesce(json_agg(id), '[]') from (select id from matched
        order by created_at desc, id desc limit ${limit} offset ${offset}) page) end as ids
    from held`.execute(db);
  const n = toNumber(rows[0]?.n);
  const ids = rows[0]?.ids;
  return ids && n <= RARE.fetched ? { count: n, ids } : { count: n };
}

export const postgresSearch: SearchStrategy = {
  matches,
  count,
  /** Three characters or more: `rareFirst` (a rare term's page `ids` come sorted, its count exact); else the count. */
  async firstRead(db, table, term, cap, bounds) {
    return indexable(term)
      ? rareFirst(db, table, term, cap, bounds)
      : { count: await count(db, table, term, cap) };
  },
};
