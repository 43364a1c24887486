import { sql, type Kysely, type Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * An admin's role on the team (users.admin_role: 'owner', 'editor' or 'support'; null for end users). Every
 * admin before roles existed had every power: they become owners.
 */
export const adminRoles025: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('admin_role', 'varchar(16)').execute();
    await sql`UPDATE users SET admin_role = 'owner' WHERE role = 'admin'`.execute(db);
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('admin_role').execute();
  },
};
