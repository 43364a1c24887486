import styled from 'styled-components';
import type { Session } from '@bible-admin/contract';
import { Badge, Button, useFormat } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { ItemDetails, ItemRow, ItemRows } from '../common/ItemRows';
import { sessionsMessages, type SessionsMessages } from './sessionsMessages';

const Name = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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

export interface SessionRowsProps {
  sessions: readonly Session[];
  /** The session being ended, while the app asks the server (every End waits meanwhile). */
  ending: string | null;
  /** The time "last active" is measured from. */
  now: Date | number;
  onEnd: (sessionId: string) => void;
}

/**
 * Sessions a row each: device and browser, address, signed in and last active; End on every one but the
 * caller's own (`current`). Profile lists the admin's own; the team page an admin's, for the owner.
 */
export function SessionRows({ sessions, ending, now, onEnd }: SessionRowsProps) {
  const words = useScreenMessages(sessionsMessages);
  const format = useFormat();
  return (
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
              aria-label={ending === session._id ? undefined : `${words.end}: ${deviceLine(session, words)}`}
            >
              {words.end}
            </Button>
          )}
        </ItemRow>
      ))}
    </ItemRows>
  );
}
