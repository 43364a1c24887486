import type { Kysely, Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The records an admin edits in a form; each save of one adds 1 to its version. */
const VERSIONED = ['chapters', 'verses', 'plans', 'general_settings', 'payment_settings', 'users'] as const;

/**
 * `version` on every editable record (issue 24, lost updates): 1 for every existing row, and each save adds 1
 * in its own UPDATE, so a save that says which version it was read at is refused once another save came between.
 */
export const recordVersions019: Migration = {
  async up(db: Kysely<any>) {
    for (const table of VERSIONED) {
      await db.schema
        .alterTable(table)
        .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
        .execute();
    }
  },

  async down(db: Kysely<any>) {
    for (const table of VERSIONED) await db.schema.alterTable(table).dropColumn('version').execute();
  },
};
