import type { PageMeta } from '@bible-admin/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
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
