import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { readPage } from '../db/deepPage';
import { pageIds } from '../db/paginate';
import type { Database } from '../db/schema';
import { countersOf, readCounters, type Counters } from './counters';

/**
 * A list without a search, newest first: the page at `offset`, its ids walked down the order's index
 * (`filters` the list's own) and read by `rowsOf`, with the counters that give the total. The first pages
 * walk beside the counters' read; a deep page skips index entries from its month on (the counters' rows
 * per month), not rows.
 */
export async function unsearchedPage<R>(
  db: Kysely<Database>,
  table: 'users' | 'transactions',
  filters: Expression<SqlBool>[],
  { offset, limit }: { offset: number; limit: number },
  rowsOf: (ids: ReturnType<typeof pageIds>) => Promise<R>,
): Promise<{ all: Counters; rows: R }> {
  const counters = readCounters(db);
  const [all, rows] = await Promise.all([
    counters,
    readPage(
      offset,
      async () => countersOf(await counters, `${table}.month`),
      ({ before, skip }) => {
        const older = before ? [sql<SqlBool>`${sql.ref(`${table}.created_at`)} < ${before}`] : [];
        return rowsOf(pageIds(db, table, [...filters, ...older], { limit, offset: skip }, 'walk'));
      },
    ),
  ]);
  return { all, rows };
}
