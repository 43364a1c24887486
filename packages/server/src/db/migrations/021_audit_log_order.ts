import type { Kysely, Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The audit log screen pages a million events newest first (`created_at desc, id desc`), filtered by kind,
 * by the admin who acted and by time. Each index ends with the order's keys, the id included, so a first
 * page walks one index and stops after a page, whatever the filter: 005's indexes lacked the id (a sort
 * of every tie) and had none by admin. Pruning by age walks the first.
 */
const INDEXES = [
  { name: 'audit_events_created_id', columns: ['created_at', 'id'], replaces: 'audit_events_created' },
  {
    name: 'audit_events_type_created_id',
    columns: ['type', 'created_at', 'id'],
    replaces: 'audit_events_type_created',
  },
  { name: 'audit_events_actor_created_id', columns: ['actor_id', 'created_at', 'id'], replaces: null },
] as const;

export const auditLogOrder021: Migration = {
  async up(db: Kysely<any>) {
    for (const { name, columns, replaces } of INDEXES) {
      await db.schema
        .createIndex(name)
        .on('audit_events')
        .columns([...columns])
        .execute();
      if (replaces) await db.schema.dropIndex(replaces).execute();
    }
  },

  async down(db: Kysely<any>) {
    await db.schema.createIndex('audit_events_created').on('audit_events').column('created_at').execute();
    await db.schema
      .createIndex('audit_events_type_created')
      .on('audit_events')
      .columns(['type', 'created_at'])
      .execute();
    for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
  },
};
