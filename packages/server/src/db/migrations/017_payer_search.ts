import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../portable';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A transaction's search text ends with its payer's (an end user's name and e-mail), after a newline, so
 * one index finds a transaction by either. Searching by payer tested each payer's row, through a second
 * index: a common surname (41,000 payers of a million) cost 50–75 ms a page on PostgreSQL.
 * - PostgreSQL: the two search indexes are dropped for the rewrite and built again (kept, each of a
 *   million rows rewritten updated them one by one); about five minutes for a million transactions. The
 *   table's other indexes take a new entry per row: VACUUM and REINDEX a large table afterwards (README).
 * - SQLite: the FTS5 table follows through its triggers (007), then is merged into one segment (as 015);
 *   about a minute for a million transactions.
 */
const SEPARATOR = '\n';

export const payerSearch017 = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === 'postgres';
    if (postgres) {
      await sql`drop index transactions_search_trigrams`.execute(db);
      await sql`drop index transactions_search_grams`.execute(db);
    }
    await sql`update transactions set search = search || ${SEPARATOR} || (select users.search from users
        where users.id = transactions.user_id)
      where user_id in (select id from users where role = 'user')`.execute(db);
    if (postgres) {
      await sql`create index transactions_search_trigrams on transactions using gin (search_trigrams(search))`.execute(
        db,
      );
      await sql`create index transactions_search_grams on transactions using gin (search_grams(search))`.execute(
        db,
      );
      await sql`analyze transactions`.execute(db);
    } else {
      await sql`insert into transactions_search(transactions_search) values ('optimize')`.execute(db);
    }
  },

  async down(db: Kysely<any>) {
    const own =
      dialectOf(db) === 'postgres'
        ? sql`split_part(search, ${SEPARATOR}, 1)`
        : sql`substr(search, 1, instr(search || ${SEPARATOR}, ${SEPARATOR}) - 1)`;
    await sql`update transactions set search = ${own} where user_id is not null`.execute(db);
  },
} satisfies Migration;
