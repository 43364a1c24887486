import { sql, type Kysely, type Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Plan prices as whole cents (`price_minor`, an integer) instead of a floating-point `price`, like every
 * amount of a transaction: 9.99 is 999 exactly, and a payment is compared with it as integers.
 */
export const planPriceMinor020: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('plans')
      .addColumn('price_minor', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await sql`update plans set price_minor = cast(round(price * 100) as integer)`.execute(db);
    await db.schema.alterTable('plans').dropColumn('price').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema
      .alterTable('plans')
      .addColumn('price', 'double precision', (column) => column.notNull().defaultTo(0))
      .execute();
    await sql`update plans set price = price_minor / 100.0`.execute(db);
    await db.schema.alterTable('plans').dropColumn('price_minor').execute();
  },
};
