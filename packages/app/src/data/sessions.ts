import { useState } from 'react';
import { sessionCalls } from '@bible-admin/contract/plain';
import type { SessionsCardProps } from '@bible-admin/screens';
import { call } from '../api/client';
import { useCall } from './useCall';

/**
 * The admin's sessions for Profile's "Where you're signed in": the list (SWR), and ending one or all others,
 * after which the list is read again. A failed end is the caller's to report (`onFailure`).
 */
export function useMySessions(onFailure: (error: unknown) => void): SessionsCardProps {
  const list = useCall(sessionCalls.mine, {});
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
    status: list.data ? 'ready' : list.error ? 'error' : 'loading',
    sessions: list.data?.data ?? [],
    ending,
    now,
    onEnd: (id) => void end(id, () => call(sessionCalls.endMine, { params: { id } })),
    onEndOthers: () => void end('others', () => call(sessionCalls.endMyOthers)),
    onRetry: () => void list.mutate(),
  };
}
