import { useState } from 'react';
import type { TeamMember } from '@bible-admin/contract';
import { sessionCalls } from '@bible-admin/contract/plain';
import type { MemberSessionsProps, SessionsCardProps } from '@bible-admin/screens';
import { call } from '../api/client';
import { useCall } from './useCall';

type SessionList = ReturnType<typeof useCall<typeof sessionCalls.mine>>;

/**
 * A list of sessions with its End buttons: which one is being ended, and ending it, after which the list is
 * read again. A failed end is the caller's to report (`onFailure`).
 */
function useEnding(list: SessionList, onFailure: (error: unknown) => void) {
  const [ending, setEnding] = useState<string | null>(null);
  // "Last active" as of the page's opening: the list is read again after every change.
  const [now] = useState(() => Date.now());
  const end = async (which: string, send: () => Promise<unknown>) => {
    setEnding(which);
    try {
      await send();
    } catch (error) {
      onFailure(error);
    } finally {
      await list.mutate();
      setEnding(null);
    }
  };
  return {
    status: list.data ? ('ready' as const) : list.error ? ('error' as const) : ('loading' as const),
    sessions: list.data?.data ?? [],
    ending,
    now,
    end,
    onRetry: () => void list.mutate(),
  };
}

/** The admin's own sessions for Profile's "Where you're signed in": end one, or all others. */
export function useMySessions(onFailure: (error: unknown) => void): SessionsCardProps {
  const { end, ...view } = useEnding(useCall(sessionCalls.mine, {}), onFailure);
  return {
    ...view,
    onEnd: (id) => void end(id, () => call(sessionCalls.endMine, { params: { id } })),
    onEndOthers: () => void end('others', () => call(sessionCalls.endMyOthers)),
  };
}

/**
 * An admin's sessions for the owner, on the team page, while `member` is open (null: nothing is read): end one,
 * or every one.
 */
export function useAdminSessions(
  member: TeamMember | null,
  onFailure: (error: unknown) => void,
  onClose: () => void,
): MemberSessionsProps | null {
  const list = useCall(sessionCalls.ofAdmin, member ? { params: { id: member._id } } : null);
  const { end, ...view } = useEnding(list, onFailure);
  if (!member) return null;
  return {
    ...view,
    member,
    onEnd: (id) => void end(id, () => call(sessionCalls.endAdminSession, { params: { id } })),
    onEndAll: () =>
      void end('all', () => call(sessionCalls.endAdminSessions, { params: { id: member._id } })),
    onClose,
  };
}
