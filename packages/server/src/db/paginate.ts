import type { PageMeta } from '@bible-admin/contract';
import { sql, type QueryExecutorProvider, type SelectQueryBuilder } from 'kysely';
import { toNumber } from './portable';

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

/** Beyond this many matches a list's total is given as "more than" (`meta.total_capped`), not counted. */
export const TOTAL_CAP = 10_000;

/** `meta` for a count made up to TOTAL_CAP + 1 (or a floor known to pass it). */
export function cappedMeta(count: number, page: number, limit: number): PageMeta {
  return count > TOTAL_CAP
    ? { total: TOTAL_CAP, total_capped: true, page, limit }
    : { total: count, page, limit };
}

/** How many rows `query` returns, counting no further than TOTAL_CAP + 1. */
export async function countUpToCap<DB, TB extends keyof DB, O>(
  db: QueryExecutorProvider,
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const { rows } = await sql<{ n: unknown }>`select count(*) as n from (${query
    .clearSelect()
    .clearOrderBy()
    .select(sql`1`.as('one'))
    .limit(TOTAL_CAP + 1)}) capped`.execute(db);
  return toNumber(rows[0]?.n);
}
