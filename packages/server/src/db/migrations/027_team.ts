import type { Kysely, Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The team of admins. users.deactivated_at: a deactivated admin cannot sign in nor call anything until
 * reactivated; users.last_sign_in_at: shown on the team page. admin_invitations: an invitation by e-mail
 * with a role, keyed by the SHA-256 of its token (never the token), single use, until expires_at, unless
 * revoked; accepting it creates the admin.
 */
export const team027: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('deactivated_at', 'varchar(32)').execute();
    await db.schema.alterTable('users').addColumn('last_sign_in_at', 'varchar(32)').execute();
    await db.schema
      .createTable('admin_invitations')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('admin_role', 'varchar(16)', (col) => col.notNull())
      .addColumn('locale', 'varchar(8)', (col) => col.notNull())
      .addColumn('invited_by', 'text')
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('accepted_at', 'varchar(32)')
      .addColumn('revoked_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('admin_invitations_email').on('admin_invitations').column('email').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('admin_invitations').execute();
    await db.schema.alterTable('users').dropColumn('last_sign_in_at').execute();
    await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
  },
};
