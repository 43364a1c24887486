import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../portable';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Counters for the dashboard, kept by triggers in the same transaction as every write to the counted
 * tables (signup, deletion, device or plan change, payment events, chapter import), so the dashboard reads
 * a few rows instead of counting a million. Names:
 *   users.device:<device>, users.status:<status>, users.plan:<plan id>   end users ('' for null)
 *   transactions                                                          transactions
 *   revenue:<currency>                                                    succeeded amounts, minor units
 *   chapters                                                              chapters
 */

/** One counted quantity of a table, as SQL over a row alias. */
interface Rule {
  when: (r: string) => string;
  name: (r: string) => string;
  delta: (r: string) => string;
}

const endUser = (r: string) => `${r}.role = 'user'`;
const one = () => '1';

const COUNTED: Record<'users' | 'transactions' | 'chapters', Rule[]> = {
  users: [
    { when: endUser, name: (r) => `'users.device:' || coalesce(${r}.device, '')`, delta: one },
    { when: endUser, name: (r) => `'users.status:' || ${r}.status`, delta: one },
    { when: endUser, name: (r) => `'users.plan:' || coalesce(${r}.plan_id, '')`, delta: one },
  ],
  transactions: [
    { when: () => '1 = 1', name: () => `'transactions'`, delta: one },
    {
      when: (r) => `${r}.status = 'succeeded'`,
      name: (r) => `'revenue:' || ${r}.currency`,
      delta: (r) => `${r}.amount_minor`,
    },
  ],
  chapters: [{ when: () => '1 = 1', name: () => `'chapters'`, delta: one }],
};

/** The columns whose change moves a counter (SQLite fires its update trigger only for these). */
const WATCHED: Record<keyof typeof COUNTED, string[]> = {
  users: ['role', 'device', 'status', 'plan_id'],
  transactions: ['status', 'currency', 'amount_minor'],
  chapters: [],
};

const UPSERT = 'on conflict (name) do update set value = counters.value + excluded.value';

/** `select name, delta` of every rule over `source` (a table or transition table), delta times `sign`. */
function deltas(rules: Rule[], source: string, sign: '+' | '-'): string {
  return rules
    .map(
      (rule) =>
        `select ${rule.name('r')} as name, ${sign}(${rule.delta('r')}) as delta from ${source} r where ${rule.when('r')}`,
    )
    .join(' union all ');
}

/** SQLite: row triggers, one upsert per rule and row image (`NEW` / `OLD`). */
function sqliteTriggers(table: keyof typeof COUNTED): string[] {
  const rules = COUNTED[table];
  const upserts = (image: 'NEW' | 'OLD', sign: '+' | '-') =>
    rules
      .map(
        (rule) =>
          `insert into counters (name, value) select ${rule.name(image)}, ${sign}(${rule.delta(image)}) ` +
          `where ${rule.when(image)} ${UPSERT};`,
      )
      .join('\n');
  const triggers = [
    `create trigger ${table}_counted_insert after insert on ${table} begin ${upserts('NEW', '+')} end`,
    `create trigger ${table}_counted_delete after delete on ${table} begin ${upserts('OLD', '-')} end`,
  ];
  if (WATCHED[table].length > 0) {
    triggers.push(
      `create trigger ${table}_counted_update after update of ${WATCHED[table].join(', ')} on ${table} ` +
        `begin ${upserts('OLD', '-')}\n${upserts('NEW', '+')} end`,
    );
  }
  return triggers;
}

/**
 * PostgreSQL: statement triggers over transition tables, one grouped upsert per statement (a row trigger
 * would update one counter row a million times in a bulk insert). Names are locked in order (no deadlock);
 * net-zero changes write nothing.
 */
function postgresTriggers(table: keyof typeof COUNTED): string[] {
  const rules = COUNTED[table];
  const apply = (sources: string) =>
    `insert into counters (name, value) select name, sum(delta) from (${sources}) d group by name ` +
    `having sum(delta) <> 0 order by name ${UPSERT};`;
  const fn = `count_${table}`;
  const events: [string, string][] = [
    ['insert', 'referencing new table as new_rows'],
    ['delete', 'referencing old table as old_rows'],
  ];
  if (WATCHED[table].length > 0)
    events.push(['update', 'referencing old table as old_rows new table as new_rows']);
  return [
    `create function ${fn}() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then ${apply(deltas(rules, 'new_rows', '+'))}
       elsif tg_op = 'DELETE' then ${apply(deltas(rules, 'old_rows', '-'))}
       else ${apply(`${deltas(rules, 'old_rows', '-')} union all ${deltas(rules, 'new_rows', '+')}`)}
       end if;
       return null;
     end $$`,
    ...events.map(
      ([event, referencing]) =>
        `create trigger ${table}_counted_${event} after ${event} on ${table} ${referencing} for each statement execute function ${fn}()`,
    ),
  ];
}

export const counters006: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('counters')
      .addColumn('name', 'varchar(300)', (col) => col.primaryKey())
      .addColumn('value', 'bigint', (col) => col.notNull())
      .execute();
    const postgres = dialectOf(db) === 'postgres';
    for (const table of Object.keys(COUNTED) as (keyof typeof COUNTED)[]) {
      // Existing rows first, then the triggers keep the counts in step.
      const existing = deltas(COUNTED[table], table, '+');
      await sql
        .raw(`insert into counters (name, value) select name, sum(delta) from (${existing}) d group by name`)
        .execute(db);
      for (const statement of postgres ? postgresTriggers(table) : sqliteTriggers(table)) {
        await sql.raw(statement).execute(db);
      }
    }
  },

  async down(db: Kysely<any>) {
    const postgres = dialectOf(db) === 'postgres';
    for (const table of Object.keys(COUNTED)) {
      for (const event of ['insert', 'delete', 'update']) {
        await sql
          .raw(`drop trigger if exists ${table}_counted_${event}${postgres ? ` on ${table}` : ''}`)
          .execute(db);
      }
      if (postgres) await sql.raw(`drop function if exists count_${table}()`).execute(db);
    }
    await db.schema.dropTable('counters').execute();
  },
};
