import type { Kysely, Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The lists' order (newest first, id as tie-break, both descending) read straight from an index, so a
 * page is a walk of `limit` entries and a deep page a walk of the index alone (no table rows, no sort).
 * They replace the indexes on the creation time alone.
 */
export const listOrder008: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('users_role_created_id')
      .on('users')
      .columns(['role', 'created_at', 'id'])
      .execute();
    await db.schema.dropIndex('users_role_created').execute();
    await db.schema
      .createIndex('transactions_created_id')
      .on('transactions')
      .columns(['created_at', 'id'])
      .execute();
    await db.schema.dropIndex('transactions_created').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.createIndex('users_role_created').on('users').columns(['role', 'created_at']).execute();
    await db.schema.dropIndex('users_role_created_id').execute();
    await db.schema.createIndex('transactions_created').on('transactions').column('created_at').execute();
    await db.schema.dropIndex('transactions_created_id').execute();
  },
};
