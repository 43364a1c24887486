import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: they use Kysely<any> so later schema changes cannot break them.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const core001: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('role', 'varchar(16)', (col) => col.notNull())
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('first_name', 'varchar(100)', (col) => col.notNull())
      .addColumn('last_name', 'varchar(100)', (col) => col.notNull())
      .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('profile_pic', 'varchar(200)')
      .addColumn('status', 'varchar(32)', (col) => col.notNull())
      .addColumn('plan_id', 'varchar(64)')
      .addColumn('device', 'varchar(32)')
      .addColumn('search', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    // Lists filter by role and sort newest first; the dashboard counts by device.
    await db.schema.createIndex('users_role_created').on('users').columns(['role', 'created_at']).execute();
    await db.schema.createIndex('users_role_device').on('users').columns(['role', 'device']).execute();
    await db.schema.createIndex('users_plan').on('users').column('plan_id').execute();

    await db.schema
      .createTable('revoked_tokens')
      .addColumn('jti', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('plans')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('price', 'double precision', (col) => col.notNull())
      .addColumn('duration', 'varchar(16)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('features', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('plans_created').on('plans').column('created_at').execute();

    await db.schema
      .createTable('transactions')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(64)')
      .addColumn('plan_id', 'varchar(64)')
      .addColumn('amount_minor', 'integer', (col) => col.notNull())
      .addColumn('currency', 'varchar(8)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('payment_method', 'varchar(64)', (col) => col.notNull())
      .addColumn('provider_ref', 'varchar(255)', (col) => col.unique())
      .addColumn('search', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('transactions_created').on('transactions').column('created_at').execute();
    await db.schema
      .createIndex('transactions_user_created')
      .on('transactions')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema.createIndex('transactions_status').on('transactions').column('status').execute();

    await db.schema
      .createTable('payment_events')
      .addColumn('id', 'varchar(255)', (col) => col.primaryKey())
      .addColumn('type', 'varchar(100)', (col) => col.notNull())
      .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('general_settings')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('contact_number', 'varchar(50)', (col) => col.notNull())
      .addColumn('contact_email', 'varchar(254)', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('payment_settings')
      .addColumn('provider', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('public_key', 'text', (col) => col.notNull())
      .addColumn('secret_key_enc', 'text')
      .addColumn('webhook_secret_enc', 'text')
      .addColumn('environment', 'varchar(8)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<any>) {
    for (const table of [
      'payment_settings',
      'general_settings',
      'payment_events',
      'transactions',
      'plans',
      'revoked_tokens',
      'users',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
