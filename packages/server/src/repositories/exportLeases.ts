import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Claims `slot` for `leaseId` until `expiresAt` when it is free: never held, or its holder's time ended by
 * `now`. One statement, so two processes claiming one slot at once never both get it. True when claimed.
 */
export async function claimExportSlot(
  db: Kysely<Database>,
  slot: string,
  leaseId: string,
  now: string,
  expiresAt: string,
): Promise<boolean> {
  const row = await db
    .insertInto('export_leases')
    .values({ slot, lease_id: leaseId, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column('slot')
        .doUpdateSet((eb) => ({
          lease_id: eb.ref('excluded.lease_id'),
          expires_at: eb.ref('excluded.expires_at'),
        }))
        .where('export_leases.expires_at', '<=', now),
    )
    .returning('slot')
    .executeTakeFirst();
  return row !== undefined;
}

/** Holds a lease's slots until `expiresAt`. */
export async function renewExportLease(
  db: Kysely<Database>,
  leaseId: string,
  expiresAt: string,
): Promise<void> {
  await db
    .updateTable('export_leases')
    .set({ expires_at: expiresAt })
    .where('lease_id', '=', leaseId)
    .execute();
}

/** Frees a lease's slots. */
export async function releaseExportLease(db: Kysely<Database>, leaseId: string): Promise<void> {
  await db.deleteFrom('export_leases').where('lease_id', '=', leaseId).execute();
}

/** Deletes the slots whose holder's time ended by `now` (a process that died, a link never used). */
export async function deleteExpiredExportLeases(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('export_leases').where('expires_at', '<=', now).execute();
}
