import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../portable';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * How many rows of each list fall in each month of `created_at`, kept like migration 006's counters (same
 * table, same transaction as the write): `users.month:2026-03` (end users), `transactions.month:2026-03`.
 * A deep page (users page 10,000 = offset 500,000) then starts its walk of the list's index at the month
 * that holds its first row instead of skipping half a million index entries (`db/deepPage.ts`).
 */
const LISTS = {
  users: { when: (r: string) => `${r}.role = 'user'`, watched: 'role, created_at' },
  transactions: { when: () => '1 = 1', watched: 'created_at' },
} as const;
type List = keyof typeof LISTS;

const monthName = (table: List, r: string) => `'${table}.month:' || substr(${r}.created_at, 1, 7)`;
const UPSERT = 'on conflict (name) do update set value = counters.value + excluded.value';

function sqliteTriggers(table: List): string[] {
  const { when, watched } = LISTS[table];
  const upsert = (image: 'NEW' | 'OLD', sign: '+' | '-') =>
    `insert into counters (name, value) select ${monthName(table, image)}, ${sign}1 where ${when(image)} ${UPSERT};`;
  return [
    `create trigger ${table}_months_insert after insert on ${table} begin ${upsert('NEW', '+')} end`,
    `create trigger ${table}_months_delete after delete on ${table} begin ${upsert('OLD', '-')} end`,
    `create trigger ${table}_months_update after update of ${watched} on ${table} ` +
      `begin ${upsert('OLD', '-')} ${upsert('NEW', '+')} end`,
  ];
}

/** Statement triggers over transition tables: one grouped upsert per statement, names locked in order. */
function postgresTriggers(table: List): string[] {
  const { when } = LISTS[table];
  const rows = (source: string, sign: '+' | '-') =>
    `select ${monthName(table, 'r')} as name, ${sign}1 as delta from ${source} r where ${when('r')}`;
  const apply = (sources: string) =>
    `insert into counters (name, value) select name, sum(delta) from (${sources}) d group by name ` +
    `having sum(delta) <> 0 order by name ${UPSERT};`;
  const fn = `count_${table}_months`;
  return [
    `create function ${fn}() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then ${apply(rows('new_rows', '+'))}
       elsif tg_op = 'DELETE' then ${apply(rows('old_rows', '-'))}
       else ${apply(`${rows('old_rows', '-')} union all ${rows('new_rows', '+')}`)}
       end if;
       return null;
     end $$`,
    `create trigger ${table}_months_insert after insert on ${table} referencing new table as new_rows ` +
      `for each statement execute function ${fn}()`,
    `create trigger ${table}_months_delete after delete on ${table} referencing old table as old_rows ` +
      `for each statement execute function ${fn}()`,
    `create trigger ${table}_months_update after update on ${table} ` +
      `referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`,
  ];
}

export const listMonths012: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === 'postgres';
    for (const table of Object.keys(LISTS) as List[]) {
      // Existing rows first, then the triggers keep the counts in step.
      await sql
        .raw(
          `insert into counters (name, value) select ${monthName(table, 't')}, count(*) from ${table} t ` +
            `where ${LISTS[table].when('t')} group by 1`,
        )
        .execute(db);
      for (const statement of postgres ? postgresTriggers(table) : sqliteTriggers(table)) {
        await sql.raw(statement).execute(db);
      }
    }
  },

  async down(db: Kysely<any>) {
    const postgres = dialectOf(db) === 'postgres';
    for (const table of Object.keys(LISTS)) {
      for (const event of ['insert', 'delete', 'update']) {
        await sql
          .raw(`drop trigger if exists ${table}_months_${event}${postgres ? ` on ${table}` : ''}`)
          .execute(db);
      }
      if (postgres) await sql.raw(`drop function if exists count_${table}_months()`).execute(db);
      await sql.raw(`delete from counters where name like '${table}.month:%'`).execute(db);
    }
  },
};
