import { useState } from 'react';
import styled from 'styled-components';
import type { Session } from '@bible-admin/contract';
import { Button, Card, ConfirmDialog, ErrorState, Skeleton } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { Meta, SessionRows } from './SessionRows';
import { sessionsMessages } from './sessionsMessages';

export interface SessionsCardProps {
  status: 'loading' | 'error' | 'ready';
  /** The admin's open sessions, the current one among them (`current`). */
  sessions: readonly Session[];
  /** The session being ended ('others': all but this one), while the app asks the server. */
  ending?: string | 'others' | null;
  /** The time "last active" is measured from (the app's now; stories pin it). */
  now: Date | number;
  onEnd: (sessionId: string) => void;
  onEndOthers: () => void;
  onRetry: () => void;
}

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-block-start: ${({ theme }) => theme.space.md};
`;

/**
 * "Where you're signed in": the admin's sessions, this one marked; End on every other one, and End all other
 * sessions after a confirmation.
 */
export function SessionsCard({
  status,
  sessions,
  ending = null,
  now,
  onEnd,
  onEndOthers,
  onRetry,
}: SessionsCardProps) {
  const words = useScreenMessages(sessionsMessages);
  const [confirming, setConfirming] = useState(false);
  const others = sessions.filter((session) => !session.current);

  return (
    <Card title={words.title} aria-busy={status === 'loading' || ending !== null}>
      {status === 'loading' ? (
        <>
          <Skeleton />
          <Skeleton width="60%" />
        </>
      ) : status === 'error' ? (
        <ErrorState title={words.loadFailed} onRetry={onRetry} />
      ) : (
        <>
          <SessionRows sessions={sessions} ending={ending} now={now} onEnd={onEnd} />
          {others.length === 0 ? (
            <Meta>{words.onlyThis}</Meta>
          ) : (
            <Footer>
              <Button variant="danger" disabled={ending !== null} onClick={() => setConfirming(true)}>
                {words.endOthers}
              </Button>
            </Footer>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming || ending === 'others'}
        variant="danger"
        title={words.endOthersTitle}
        message={words.endOthersMessage}
        labels={{ confirm: words.endOthersConfirm, cancel: words.cancel }}
        busy={ending === 'others'}
        busyLabel={words.ending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          onEndOthers();
          setConfirming(false);
        }}
      />
    </Card>
  );
}
