import { teamCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { originOf, tokenReply } from '../http/signIn';
import { presentInvitation, presentTeamMember } from '../presenters';
import {
  acceptInvitation,
  changeAdminRole,
  deactivateAdmin,
  inviteAdmin,
  listTeam,
  openInvitation,
  reactivateAdmin,
  removeAdmin,
  resendInvitation,
  revokeInvitation,
} from '../services/team';
import { secondFactorsOf } from '../services/twoFactor';
import type { UserRow } from '../repositories/users';

/** The team page's calls (the owner's) and the invitation page's (public: the token is the key). */
export async function teamRoutes(app: FastifyInstance) {
  const { db, mailer, config, locks } = app.deps;
  const sender = { db, mailer, publicUrl: config.publicUrl };
  const serial = <T>(task: () => Promise<T>) => locks.run('team:owners', task);
  const member = async (admin: UserRow) => presentTeamMember(admin, await secondFactorsOf(db, [admin.id]));

  registerCall(app, teamCalls.list, async () => {
    const { members, invitations } = await listTeam(db);
    const factorsOf = await secondFactorsOf(
      db,
      members.map((member) => member.id),
    );
    return ok(
      {
        members: members.map((member) => presentTeamMember(member, factorsOf)),
        invitations: invitations.map(presentInvitation),
      },
      'Team',
    );
  });

  registerCall(app, teamCalls.invite, async ({ body, auth, request }) => {
    const invitation = await inviteAdmin(sender, actorOf(request), auth.user, body, request.log);
    return ok({ data: presentInvitation(invitation) }, 'Invitation sent');
  });

  registerCall(app, teamCalls.resend, async ({ params, auth, request }) => {
    const invitation = await resendInvitation(sender, actorOf(request), auth.user, params.id, request.log);
    return ok({ data: presentInvitation(invitation) }, 'Invitation sent again');
  });

  registerCall(app, teamCalls.revoke, async ({ params, request }) => {
    await revokeInvitation(db, actorOf(request), params.id);
    return ok({}, 'Invitation revoked');
  });

  // A role and a removal are what a stolen session must not change: the password, entered in the last minutes.
  registerCall(
    app,
    teamCalls.changeRole,
    async ({ params, body, request }) => {
      const admin = await changeAdminRole(db, serial, actorOf(request), params.id, body.role);
      return ok({ data: await member(admin) }, 'Role changed');
    },
    { recentPassword: true },
  );

  registerCall(app, teamCalls.deactivate, async ({ params, request }) => {
    const admin = await deactivateAdmin(db, serial, actorOf(request), params.id);
    return ok({ data: await member(admin) }, 'Admin deactivated');
  });

  registerCall(app, teamCalls.reactivate, async ({ params, request }) => {
    const admin = await reactivateAdmin(db, actorOf(request), params.id);
    return ok({ data: await member(admin) }, 'Admin reactivated');
  });

  registerCall(
    app,
    teamCalls.remove,
    async ({ params, request }) => {
      await removeAdmin(db, serial, actorOf(request), params.id);
      return ok({}, 'Admin removed');
    },
    { recentPassword: true },
  );

  registerCall(app, teamCalls.invitation, async ({ params }) => {
    const invitation = await openInvitation(db, params.token);
    return ok(
      { data: { email: invitation.email, role: invitation.admin_role, locale: invitation.locale } },
      'Invitation',
    );
  });

  registerCall(app, teamCalls.accept, async ({ params, body, request }) => {
    const user = await acceptInvitation(db, request.ip || null, params.token, body);
    return tokenReply(app, user, 'Welcome to the team', (account) =>
      app.deps.tokens.signIn(account, originOf(request)),
    );
  });
}
