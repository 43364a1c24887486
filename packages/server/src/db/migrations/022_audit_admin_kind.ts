import type { Kysely, Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The audit log filtered by an admin and a kind together: 021's indexes held one or the other, so SQLite
 * walked one admin's events testing each row's kind (a million events, one admin: 350 ms for a month of
 * one kind). This one holds both, then the list order.
 */
export const auditAdminKind022: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('audit_events_actor_type_created_id')
      .on('audit_events')
      .columns(['actor_id', 'type', 'created_at', 'id'])
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('audit_events_actor_type_created_id').execute();
  },
};
