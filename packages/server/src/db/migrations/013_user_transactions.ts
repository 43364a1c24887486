import type { Kysely, Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * One payer's transactions, a page at a time: their order (newest first, id as tie-break) read straight
 * from an index, and what they spent per currency summed from an index alone. A payer may have thousands
 * of rows; without these a page sorts all of them and the sum visits each row (or walks the status index
 * over every payer's succeeded payments).
 */
export const userTransactions013: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('transactions_user_created_id')
      .on('transactions')
      .columns(['user_id', 'created_at', 'id'])
      .execute();
    await db.schema.dropIndex('transactions_user_created').execute();
    await db.schema
      .createIndex('transactions_user_spent')
      .on('transactions')
      .columns(['user_id', 'status', 'currency', 'amount_minor'])
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('transactions_user_spent').execute();
    await db.schema
      .createIndex('transactions_user_created')
      .on('transactions')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema.dropIndex('transactions_user_created_id').execute();
  },
};
