import type { Kysely, Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * export_links: single-use download links of the CSV exports, by the SHA-256 of their token (never the
 * token). export_leases: the export slots, per admin and in all, so the concurrency limits hold across
 * server processes (each slot one row, claimed by one atomic upsert).
 */
export const exportLinks023: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('export_links')
      .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('admin_id', 'text', (col) => col.notNull())
      .addColumn('list', 'varchar(32)', (col) => col.notNull())
      .addColumn('search', 'text')
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('used_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    // Old links are deleted by their expiry.
    await db.schema.createIndex('export_links_expires_at').on('export_links').column('expires_at').execute();
    await db.schema
      .createTable('export_leases')
      // 'admin:<id>:<n>' or 'all:<n>'.
      .addColumn('slot', 'text', (col) => col.primaryKey())
      .addColumn('lease_id', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('export_leases_lease_id').on('export_leases').column('lease_id').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('export_leases').execute();
    await db.schema.dropTable('export_links').execute();
  },
};
