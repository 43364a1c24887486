import type { Insertable, Kysely, Selectable } from 'kysely';
import { nowIso } from '../db/portable';
import type { AdminInvitationsTable, Database } from '../db/schema';

export type InvitationRow = Selectable<AdminInvitationsTable>;

export async function insertInvitation(db: Kysely<Database>, row: Insertable<AdminInvitationsTable>) {
  await db.insertInto('admin_invitations').values(row).execute();
}

export function findInvitation(db: Kysely<Database>, id: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('admin_invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findInvitationByHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('admin_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Neither accepted nor revoked, newest first; expired ones too (the page shows them to resend or revoke). */
export function listOpenInvitations(db: Kysely<Database>): Promise<InvitationRow[]> {
  return db
    .selectFrom('admin_invitations')
    .selectAll()
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A new link for an open invitation: the old token stops working. */
export async function renewInvitation(
  db: Kysely<Database>,
  id: string,
  tokenHash: string,
  expiresAt: string,
) {
  await db
    .updateTable('admin_invitations')
    .set({ token_hash: tokenHash, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

/** Closes open invitations (revoked or accepted); true when this call closed it (single use). */
export async function closeInvitation(
  db: Kysely<Database>,
  id: string,
  how: 'accepted_at' | 'revoked_at',
): Promise<boolean> {
  const result = await db
    .updateTable('admin_invitations')
    .set({ [how]: nowIso() })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every open invitation of an address closed (a new one replaces them). */
export async function revokeInvitationsOf(db: Kysely<Database>, email: string) {
  await db
    .updateTable('admin_invitations')
    .set({ revoked_at: nowIso() })
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}
