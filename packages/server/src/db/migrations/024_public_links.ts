import type { Kysely, Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The public site's store and social links (general_settings.*_url): empty, so hidden, until an admin sets one. */
export const publicLinkColumns = [
  'app_store_url',
  'google_play_url',
  'facebook_url',
  'instagram_url',
  'youtube_url',
] as const;

export const publicLinks024: Migration = {
  async up(db: Kysely<any>) {
    // One column per statement: SQLite adds one column per ALTER TABLE.
    for (const column of publicLinkColumns) {
      await db.schema
        .alterTable('general_settings')
        .addColumn(column, 'varchar(500)', (definition) => definition.notNull().defaultTo(''))
        .execute();
    }
  },

  async down(db: Kysely<any>) {
    for (const column of publicLinkColumns) {
      await db.schema.alterTable('general_settings').dropColumn(column).execute();
    }
  },
};
