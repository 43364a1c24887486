import type { PageMeta } from '@bible-admin/contract';
import {
  sql,
  type Expression,
  type Kysely,
  type QueryExecutorProvider,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Database } from './schema';
import type { DialectName } from './database';
import { dialectOf, toNumber, unindexedOrder } from './portable';

/** One page of an ordered query plus `meta` {total, page, limit}; the count runs without select or order. */
export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: O[]; meta: PageMeta }> {
  const [rows, count] = await Promise.all([
    query
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select(sql<string | number>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, meta: { total: toNumber((count as { total: unknown }).total), page, limit } };
}

/**
 * Beyond this many matches a search's total is given as "more than" (`meta.total_capped`), not counted.
 * SQLite counts matches in its FTS5 index alone (10,000 in a few milliseconds); PostgreSQL's trigram
 * index only narrows the candidates, and each one is rechecked on its row (~5 µs): 10,000 took ~45 ms.
 */
export const totalCap = (dialect: DialectName): number => (dialect === 'postgres' ? 1_000 : 10_000);

/** `meta` for a count made up to `cap` + 1 (or a floor known to pass it). */
export function cappedMeta(count: number, cap: number, page: number, limit: number): PageMeta {
  return count > cap ? { total: cap, total_capped: true, page, limit } : { total: count, page, limit };
}

/** How many rows `query` returns, counting no further than `cap` + 1. */
export async function countUpToCap<DB, TB extends keyof DB, O>(
  db: QueryExecutorProvider,
  query: SelectQueryBuilder<DB, TB, O>,
  cap: number,
): Promise<number> {
  const { rows } = await sql<{ n: unknown }>`select count(*) as n from (${query
    .clearSelect()
    .clearOrderBy()
    .select(sql`1`.as('one'))
    .limit(cap + 1)}) capped`.execute(db);
  return toNumber(rows[0]?.n);
}

/**
 * How a page's ids come in list order: `walk` down the order's index (`users_role_created_id`,
 * `transactions_created_id`), keeping the entries the filters hold for, tested on what the index holds
 * (PostgreSQL: the columns migration 014 put in it; SQLite: the rowid), so no row is read but the page's;
 * or `sort` the rows another index (a search's) found, by a key no index holds, never walking the order's.
 */
export type PageOrder = 'walk' | 'sort';

/** The ids of one page in list order (newest first, the id breaking ties); the caller then reads those rows. */
export function pageIds(
  db: Kysely<Database>,
  table: 'users' | 'transactions',
  filters: Expression<SqlBool>[],
  { limit, offset }: { limit: number; offset: number },
  order: PageOrder,
) {
  // Either table: both have these columns. A query builder (not raw SQL), so the query-plan tests see it.
  const listed = db as unknown as Kysely<Record<typeof table, { id: string; created_at: string }>>;
  const createdAt = `${table}.created_at`;
  return listed
    .selectFrom(table)
    .select('id')
    .where((eb) => eb.and(filters))
    .orderBy(order === 'walk' ? sql.ref(createdAt) : unindexedOrder(dialectOf(db), createdAt), 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset);
}
