import type { Kysely, Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * sessions: one row per sign-in, named by the tokens it issues (their `sid`), so an account's sign-ins can be
 * listed and ended one by one. An ended session keeps its row until it expires, with why it ended, so its
 * token's refusal can say so. password_confirmed_at: when the password was last entered in this session
 * (the sign-in, or a confirmation before a guarded change).
 */
export const sessions026: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('last_active_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('password_confirmed_at', 'varchar(32)')
      .addColumn('ended_at', 'varchar(32)')
      .addColumn('end_reason', 'varchar(32)')
      .execute();
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
    await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('sessions').execute();
  },
};
