import type { TeamMember } from '@bible-admin/contract';
import { Button, ErrorState, Modal, Skeleton } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { Meta, SessionRows } from '../Profile/SessionRows';
import type { SessionsCardProps } from '../Profile/SessionsCard';
import { teamMessages } from './messages';

/** One admin's sessions as the owner sees them on the team page (the app reads them when the dialog opens). */
export type MemberSessionsProps = Omit<SessionsCardProps, 'ending' | 'onEndOthers'> & {
  member: TeamMember;
  /** The session being ended ('all': every one), while the app asks the server. */
  ending?: string | 'all' | null;
  onEndAll: () => void;
  onClose: () => void;
};

/**
 * Where an admin is signed in, for the owner: End one session, or End all sessions (the admin is signed out
 * of each on its next request and can sign in again, so no confirmation: Deactivate is the lasting step).
 */
export function MemberSessions({
  member,
  status,
  sessions,
  ending = null,
  now,
  onEnd,
  onEndAll,
  onRetry,
  onClose,
}: MemberSessionsProps) {
  const words = useScreenMessages(teamMessages).sessions;
  const busy = ending !== null;
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      title={words.title(member.name || member.email)}
      footer={
        status === 'ready' &&
        sessions.length > 0 && (
          <Button
            variant="danger"
            onClick={onEndAll}
            disabled={busy}
            busy={ending === 'all'}
            busyLabel={words.ending}
          >
            {words.endAll}
          </Button>
        )
      }
    >
      {status === 'loading' ? (
        <>
          <Skeleton />
          <Skeleton width="60%" />
        </>
      ) : status === 'error' ? (
        <ErrorState title={words.loadFailed} onRetry={onRetry} />
      ) : sessions.length === 0 ? (
        <Meta>{words.none}</Meta>
      ) : (
        <SessionRows sessions={sessions} ending={ending} now={now} onEnd={onEnd} />
      )}
    </Modal>
  );
}
