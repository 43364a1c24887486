import type { Invitation, TeamMember } from '@bible-admin/contract';
import { teamCalls, twoFactorCalls, type AdminRole } from '@bible-admin/contract/plain';
import type { InviteValues } from '@bible-admin/screens';
import { call } from '../api/client';
import { useReadView } from './status';
import { useCall, useRevalidate } from './useCall';

/** The team's admins and pending invitations. */
export function useTeam() {
  const result = useCall(teamCalls.list, {});
  return {
    ...useReadView(result),
    members: result.data?.members ?? [],
    invitations: result.data?.invitations ?? [],
  };
}

/** The team's changes; each revalidates the team. */
export function useTeamActions() {
  const revalidate = useRevalidate();
  const after = async <T>(reply: Promise<T>) => {
    try {
      return await reply;
    } finally {
      // A failed mail still left the invitation pending: the list shows it either way.
      await revalidate(teamCalls.list);
    }
  };
  const byId = (row: TeamMember | Invitation) => ({ params: { id: row._id } });
  return {
    invite: (values: InviteValues) => after(call(teamCalls.invite, { body: values })),
    resend: (invitation: Invitation) => after(call(teamCalls.resend, byId(invitation))),
    revoke: (invitation: Invitation) => after(call(teamCalls.revoke, byId(invitation))),
    changeRole: (member: TeamMember, role: AdminRole) =>
      after(call(teamCalls.changeRole, { ...byId(member), body: { role } })),
    deactivate: (member: TeamMember) => after(call(teamCalls.deactivate, byId(member))),
    reactivate: (member: TeamMember) => after(call(teamCalls.reactivate, byId(member))),
    remove: (member: TeamMember) => after(call(teamCalls.remove, byId(member))),
    /** The admin sets a second factor up again at the next sign-in; their sessions end. */
    resetSecondFactor: (member: TeamMember) => after(call(twoFactorCalls.resetMember, byId(member))),
  };
}
