import { useState } from 'react';
import styled from 'styled-components';
import type { Session } from '@bible-admin/contract';
import { Badge, Button, Card, ConfirmDialog, ErrorState, Skeleton, useFormat } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { sessionsMessages, type SessionsMessages } from './sessionsMessages';
import { ItemDetails, ItemRow, ItemRows } from '../common/ItemRows';

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

const Name = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-block-start: ${({ theme }) => theme.space.md};
`;

/** "Chrome 131 · macOS · Computer": what the user agent told, each part that is known. */
function deviceLine(session: Session, words: SessionsMessages): string {
  const parts = [
    session.browser ?? words.unknownBrowser,
    session.os,
    session.device_type ? words.deviceTypes[session.device_type] : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

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
  const format = useFormat();
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
          <ItemRows>
            {sessions.map((session) => (
              <ItemRow key={session._id}>
                <ItemDetails>
                  <Name>
                    {deviceLine(session, words)}
                    {session.current && <Badge icon="check">{words.thisDevice}</Badge>}
                  </Name>
                  {session.ip && (
                    <Meta>
                      {words.address} <bdi dir="ltr">{session.ip}</bdi>
                    </Meta>
                  )}
                  <Meta>
                    {words.signedIn(format.dateTime(session.created_at))} ·{' '}
                    {words.lastActive(format.relativeTime(session.last_active_at, now))}
                  </Meta>
                </ItemDetails>
                {!session.current && (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={ending === session._id}
                    busyLabel={words.ending}
                    disabled={ending !== null}
                    onClick={() => onEnd(session._id)}
                    // Which session it ends; while busy, its own words (a name must hold the visible text).
                    aria-label={
                      ending === session._id ? undefined : `${words.end}: ${deviceLine(session, words)}`
                    }
                  >
                    {words.end}
                  </Button>
                )}
              </ItemRow>
            ))}
          </ItemRows>
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
