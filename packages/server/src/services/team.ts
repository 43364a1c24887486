import type { AdminRole, Locale } from '@bible-admin/contract';
import type { Kysely } from 'kysely';
import { newId, nowIso } from '../db/portable';
import type { Database } from '../db/schema';
import { ConflictError, NotFoundError, UpstreamError } from '../domain/errors';
import type { Mailer, MailLog } from '../mail/Mailer';
import {
  closeInvitation,
  findInvitation,
  findInvitationByHash,
  insertInvitation,
  type InvitationRow,
  listOpenInvitations,
  renewInvitation,
  revokeInvitationsOf,
} from '../repositories/invitations';
import {
  countActiveOwners,
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  listTeamMembers,
  recordSignIn,
  setAdminStanding,
  type UserRow,
} from '../repositories/users';
import { type AuditActor, recordAudit } from './audit';
import { endSessions } from '../repositories/sessions';
import { invitationMessage } from './invitationMail';
import { tokenHash, newLinkToken } from './linkTokens';
import { checkNewPassword } from './passwordPolicy';
import { hashPassword } from './passwords';

/** How long an invitation's link works. */
export const INVITATION_HOURS = 72;

/** What sending an invitation needs of the app. */
export interface InvitationSender {
  db: Kysely<Database>;
  mailer: Mailer;
  /** The site's address as the invitee reaches it (`PUBLIC_URL`), for the link. */
  publicUrl: string;
}

export async function listTeam(db: Kysely<Database>) {
  const [members, invitations] = await Promise.all([listTeamMembers(db), listOpenInvitations(db)]);
  return { members, invitations };
}

async function requireAdmin(db: Kysely<Database>, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user || user.role !== 'admin') throw new NotFoundError('user_not_found', 'Admin not found');
  return user;
}

async function requireOpenInvitation(db: Kysely<Database>, id: string): Promise<InvitationRow> {
  const invitation = await findInvitation(db, id);
  if (!invitation || invitation.accepted_at || invitation.revoked_at)
    throw new NotFoundError('invitation_invalid', 'Invitation not found');
  return invitation;
}

/**
 * Refuses a change that would leave the team without an active owner: the last one cannot be demoted,
 * deactivated or removed, by anyone, themself included.
 */
async function keepAnOwner(db: Kysely<Database>, admin: UserRow): Promise<void> {
  if (admin.admin_role !== 'owner' || admin.deactivated_at) return;
  if ((await countActiveOwners(db)) <= 1)
    throw new ConflictError(
      'last_owner',
      'The last owner must stay',
      'The team needs at least one active owner: make another admin an owner first.',
    );
}

/** Mails the invitation's link; a mailer that fails is the admin's clear error, the invitation left open. */
async function sendInvitation(
  sender: InvitationSender,
  invitation: Pick<InvitationRow, 'email' | 'locale' | 'admin_role'>,
  token: string,
  inviter: string,
  log: MailLog,
) {
  const url = `${sender.publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
  try {
    await sender.mailer.send(
      invitationMessage({
        to: invitation.email,
        locale: invitation.locale,
        role: invitation.admin_role,
        inviter,
        url,
        hours: INVITATION_HOURS,
      }),
      log,
    );
  } catch {
    throw new UpstreamError(
      'mail_failed',
      'The e-mail could not be sent',
      'The invitation is saved and pending: send it again once mail works.',
    );
  }
}

const expiry = () => new Date(Date.now() + INVITATION_HOURS * 3_600_000).toISOString();

/** Invites an address with a role: earlier open invitations of the address are replaced. */
export async function inviteAdmin(
  sender: InvitationSender,
  actor: AuditActor,
  inviter: UserRow,
  input: { email: string; role: AdminRole; locale: Locale },
  log: MailLog,
): Promise<InvitationRow> {
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmail(sender.db, email))
    throw new ConflictError('admin_email_taken', 'This e-mail already has an account');
  const token = newLinkToken();
  const invitation: InvitationRow = {
    id: newId(),
    token_hash: tokenHash(token),
    email,
    admin_role: input.role,
    locale: input.locale,
    invited_by: inviter.id,
    expires_at: expiry(),
    accepted_at: null,
    revoked_at: null,
    created_at: nowIso(),
  };
  await sender.db.transaction().execute(async (trx) => {
    await revokeInvitationsOf(trx, email);
    await insertInvitation(trx, invitation);
    await recordAudit(trx, actor, { type: 'team.invited', summary: { email, role: input.role } });
  });
  await sendInvitation(sender, invitation, token, inviter.name || inviter.email, log);
  return invitation;
}

/** A new link, valid from now: the earlier one stops working. */
export async function resendInvitation(
  sender: InvitationSender,
  actor: AuditActor,
  inviter: UserRow,
  id: string,
  log: MailLog,
): Promise<InvitationRow> {
  const invitation = await requireOpenInvitation(sender.db, id);
  const token = newLinkToken();
  const renewed = { ...invitation, token_hash: tokenHash(token), expires_at: expiry() };
  await sender.db.transaction().execute(async (trx) => {
    await renewInvitation(trx, id, renewed.token_hash, renewed.expires_at);
    await recordAudit(trx, actor, {
      type: 'team.invitation_resent',
      summary: { email: invitation.email, role: invitation.admin_role },
    });
  });
  await sendInvitation(sender, renewed, token, inviter.name || inviter.email, log);
  return renewed;
}

export async function revokeInvitation(db: Kysely<Database>, actor: AuditActor, id: string): Promise<void> {
  const invitation = await requireOpenInvitation(db, id);
  await db.transaction().execute(async (trx) => {
    await closeInvitation(trx, id, 'revoked_at');
    await recordAudit(trx, actor, {
      type: 'team.invitation_revoked',
      summary: { email: invitation.email, role: invitation.admin_role },
    });
  });
}

/** Changes of the team's owners run one at a time, so two cannot each leave the other the last owner. */
type Serial = <T>(task: () => Promise<T>) => Promise<T>;

export async function changeAdminRole(
  db: Kysely<Database>,
  serial: Serial,
  actor: AuditActor,
  id: string,
  role: AdminRole,
): Promise<UserRow> {
  return serial(async () => {
    const admin = await requireAdmin(db, id);
    if (admin.admin_role === role) return admin;
    await keepAnOwner(db, admin);
    await db.transaction().execute(async (trx) => {
      await setAdminStanding(trx, id, { admin_role: role });
      await recordAudit(trx, actor, {
        type: 'team.role_changed',
        record: { type: 'user', id },
        summary: { email: admin.email, role, ...(admin.admin_role ? { from_role: admin.admin_role } : {}) },
      });
    });
    return requireAdmin(db, id);
  });
}

/** Deactivates an admin: every session ends at once, and sign-in is refused until reactivated. */
export async function deactivateAdmin(
  db: Kysely<Database>,
  serial: Serial,
  actor: AuditActor,
  id: string,
): Promise<UserRow> {
  return serial(async () => {
    const admin = await requireAdmin(db, id);
    if (admin.deactivated_at) return admin;
    await keepAnOwner(db, admin);
    await db.transaction().execute(async (trx) => {
      const now = nowIso();
      await setAdminStanding(trx, id, { deactivated_at: now });
      // Every session of theirs is refused on its next request (and the account at every sign-in).
      await endSessions(trx, id, 'ended', now);
      await recordAudit(trx, actor, {
        type: 'team.deactivated',
        record: { type: 'user', id },
        summary: { email: admin.email },
      });
    });
    return requireAdmin(db, id);
  });
}

export async function reactivateAdmin(db: Kysely<Database>, actor: AuditActor, id: string): Promise<UserRow> {
  const admin = await requireAdmin(db, id);
  if (!admin.deactivated_at) return admin;
  await db.transaction().execute(async (trx) => {
    await setAdminStanding(trx, id, { deactivated_at: null });
    await recordAudit(trx, actor, {
      type: 'team.reactivated',
      record: { type: 'user', id },
      summary: { email: admin.email },
    });
  });
  return requireAdmin(db, id);
}

/** Removes an admin's account (their tokens die with it); the audit log keeps who removed whom. */
export async function removeAdmin(
  db: Kysely<Database>,
  serial: Serial,
  actor: AuditActor,
  id: string,
): Promise<void> {
  await serial(async () => {
    const admin = await requireAdmin(db, id);
    await keepAnOwner(db, admin);
    await deleteUser(db, id);
    await recordAudit(db, actor, {
      type: 'team.removed',
      record: { type: 'user', id },
      summary: { email: admin.email, ...(admin.admin_role ? { role: admin.admin_role } : {}) },
    });
  });
}

/** The open invitation a link's token opens, or why it opens nothing. */
export async function openInvitation(db: Kysely<Database>, token: string): Promise<InvitationRow> {
  const invitation = await findInvitationByHash(db, tokenHash(token));
  if (!invitation) throw new NotFoundError('invitation_invalid', 'This invitation link is not valid');
  if (invitation.accepted_at)
    throw new ConflictError('invitation_used', 'This invitation has already been used');
  if (invitation.revoked_at) throw new ConflictError('invitation_revoked', 'This invitation was revoked');
  if (invitation.expires_at <= nowIso())
    throw new ConflictError('invitation_expired', 'This invitation has expired');
  return invitation;
}

/** Accepts an invitation once: the admin is created with their name and password, and signs in. */
export async function acceptInvitation(
  db: Kysely<Database>,
  ip: string | null,
  token: string,
  input: { first_name: string; last_name: string; password: string },
): Promise<UserRow> {
  const invitation = await openInvitation(db, token);
  const name = `${input.first_name} ${input.last_name}`.trim();
  checkNewPassword(input.password, { email: invitation.email, name, ...input }, 'Password');
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction().execute(async (trx) => {
    // Single use: of two acceptances racing, one closes it; the other finds it used.
    if (!(await closeInvitation(trx, invitation.id, 'accepted_at')))
      throw new ConflictError('invitation_used', 'This invitation has already been used');
    if (await findUserByEmail(trx, invitation.email))
      throw new ConflictError('admin_email_taken', 'This e-mail already has an account');
    const created = await insertUser(trx, {
      role: 'admin',
      admin_role: invitation.admin_role,
      name,
      first_name: input.first_name,
      last_name: input.last_name,
      email: invitation.email,
      password_hash: passwordHash,
      status: 'Active',
      locale: invitation.locale,
    });
    await recordAudit(
      trx,
      { id: created.id, email: created.email, ip },
      {
        type: 'team.invitation_accepted',
        record: { type: 'user', id: created.id },
        summary: { email: created.email, role: invitation.admin_role },
      },
    );
    return created;
  });
  await recordSignIn(db, user.id);
  return user;
}
