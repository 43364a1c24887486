import type { Kysely, Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Two-factor sign-in (issue 32): an admin's authenticator app (`totp_factors`, the secret sealed by the
 * SecretBox), their recovery codes (SHA-256 only), the short-lived challenge between the password and the
 * second step (`sign_in_challenges`, SHA-256 of its token), and the owner's policy on the settings row.
 */
export const twoFactor029: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('totp_factors')
      .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      // The active secret (null until a set-up is confirmed) and the one being set up, both sealed.
      .addColumn('secret', 'text')
      .addColumn('pending_secret', 'text')
      // The last time step a code was accepted for: a code of that step or an earlier one is refused.
      .addColumn('last_step', 'bigint')
      .addColumn('enabled_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('recovery_codes')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('used_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('recovery_codes_user_hash')
      .on('recovery_codes')
      .columns(['user_id', 'code_hash'])
      .execute();
    await db.schema
      .createTable('sign_in_challenges')
      .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      // 'second_factor' (the admin has one) or 'enrol' (the policy requires one and they have none).
      .addColumn('step', 'varchar(16)', (col) => col.notNull())
      .addColumn('remember', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('used_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('sign_in_challenges_expires_at')
      .on('sign_in_challenges')
      .column('expires_at')
      .execute();
    await db.schema
      .alterTable('general_settings')
      .addColumn('require_two_factor', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('general_settings').dropColumn('require_two_factor').execute();
    await db.schema.dropTable('sign_in_challenges').execute();
    await db.schema.dropTable('recovery_codes').execute();
    await db.schema.dropTable('totp_factors').execute();
  },
};
