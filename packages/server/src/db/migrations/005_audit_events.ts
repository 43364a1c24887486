import type { Kysely, Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** audit_events: who changed what (admin changes) and security events, written with the change. */
export const auditEvents005: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('audit_events')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('type', 'varchar(64)', (col) => col.notNull())
      // No foreign key: the trace outlives a deleted account or record.
      .addColumn('actor_id', 'varchar(64)')
      .addColumn('actor_email', 'varchar(254)')
      .addColumn('record_type', 'varchar(32)')
      .addColumn('record_id', 'varchar(100)')
      .addColumn('ip', 'varchar(64)')
      .addColumn('summary', 'text', (col) => col.notNull())
      .execute();
    // Listed newest first, filtered by type or record; pruned by age.
    await db.schema.createIndex('audit_events_created').on('audit_events').column('created_at').execute();
    await db.schema
      .createIndex('audit_events_type_created')
      .on('audit_events')
      .columns(['type', 'created_at'])
      .execute();
    await db.schema
      .createIndex('audit_events_record')
      .on('audit_events')
      .columns(['record_type', 'record_id', 'created_at'])
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('audit_events').execute();
  },
};
