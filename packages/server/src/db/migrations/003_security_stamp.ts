import type { Kysely, Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** users.security_stamp: renewed with the password; a token signed with another stamp stops working. */
export const securityStamp003: Migration = {
  async up(db: Kysely<any>) {
    // Nullable, so existing rows (and their tokens, which carry no stamp) stay valid until a change.
    await db.schema.alterTable('users').addColumn('security_stamp', 'varchar(64)').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('security_stamp').execute();
  },
};
