import { useState } from 'react';
import type { TeamMember } from '@bible-admin/contract';
import { Team } from '@bible-admin/screens';
import { useToast, useUILocale } from '@bible-admin/ui';
import { serverMessageOr } from '../../api/catalogue';
import { useAdminWords } from '../../api/catalogue/admin';
import { useRecentPassword } from '../../data/recentPassword';
import { useAdminSessions } from '../../data/sessions';
import { useToastedAction } from '../../data/toastedAction';
import { useTeam, useTeamActions } from '../../data/team';
import { useCurrentUser } from '../../session';
import { useAdminHead } from './adminMeta';

/** The team page (owner only): each action's outcome is a toast; a failed invitation stays under the form. */
export function TeamRoute() {
  useAdminHead((titles) => titles.team);
  const locale = useUILocale();
  const words = useAdminWords().team;
  const toast = useToast();
  const team = useTeam();
  const actions = useTeamActions();
  const { user } = useCurrentUser();
  // A role change, a removal and a two-factor reset ask for the password again unless it was entered in the
  // last five minutes.
  const { withRecentPassword, dialog } = useRecentPassword();
  const changeRole = withRecentPassword(actions.changeRole);
  const remove = withRecentPassword(actions.remove);
  const resetSecondFactor = withRecentPassword(actions.resetSecondFactor);
  const [inviting, setInviting] = useState(false);
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [sessionsOf, setSessionsOf] = useState<TeamMember | null>(null);
  const memberSessions = useAdminSessions(
    sessionsOf,
    (error) => toast.error(serverMessageOr(error, words.failed, locale)),
    () => setSessionsOf(null),
  );

  const toasted = useToastedAction();
  const act = (run: () => Promise<unknown>, done: string) => toasted(run, done, words.failed);

  return (
    <>
      <Team
        status={team.status}
        loadError={team.error}
        onRetry={team.retry}
        members={team.members}
        invitations={team.invitations}
        currentUserId={user?._id ?? ''}
        inviting={inviting}
        inviteError={inviteError}
        onInvite={(values) => {
          setInviting(true);
          setInviteError(null);
          return actions
            .invite(values)
            .then(() => {
              toast.success(words.invited);
              return true;
            })
            .catch((error: unknown) => {
              setInviteError(serverMessageOr(error, words.failed, locale));
              return false;
            })
            .finally(() => setInviting(false));
        }}
        onChangeRole={(member, role) => void act(() => changeRole(member, role), words.roleChanged)}
        onDeactivate={(member) => void act(() => actions.deactivate(member), words.deactivated)}
        onReactivate={(member) => void act(() => actions.reactivate(member), words.reactivated)}
        onRemove={(member) => void act(() => remove(member), words.removed)}
        onResetSecondFactor={(member) => void act(() => resetSecondFactor(member), words.secondFactorReset)}
        onResend={(invitation) => void act(() => actions.resend(invitation), words.resent)}
        onRevoke={(invitation) => void act(() => actions.revoke(invitation), words.revoked)}
        onShowSessions={setSessionsOf}
        memberSessions={memberSessions}
      />
      {dialog}
    </>
  );
}
