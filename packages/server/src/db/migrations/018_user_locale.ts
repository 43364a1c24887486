import type { Kysely, Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** users.locale: the language the account reads the admin in ('en', 'he'), English for every existing account. */
export const userLocale018: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('users')
      .addColumn('locale', 'varchar(8)', (column) => column.notNull().defaultTo('en'))
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('locale').execute();
  },
};
