import type { Kysely, Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * password_resets: the links of "Forgot password?", by the SHA-256 of their token (never the token), each
 * for one admin, single use, 30 minutes; a newer link supersedes the older ones.
 */
export const passwordResets028: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('used_at', 'varchar(32)')
      .addColumn('superseded_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    // A new link supersedes the admin's others; old links are deleted by their expiry.
    await db.schema.createIndex('password_resets_user_id').on('password_resets').column('user_id').execute();
    await db.schema
      .createIndex('password_resets_expires_at')
      .on('password_resets')
      .column('expires_at')
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('password_resets').execute();
  },
};
