import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar } from '@bible-admin/ui';

const Person = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  > * {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Secondary = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A table cell with a small avatar, a first line (name or link) and a muted second line. */
export function PersonCell({
  name,
  picture,
  primary,
  secondary,
}: {
  name: string;
  picture?: string | null;
  primary: ReactNode;
  secondary?: ReactNode;
}) {
  return (
    <Person>
      <Avatar name={name} src={picture} alt="" size="sm" />
      <Lines>
        {/* A line of its own, so a Hebrew name stays an isolated run at the line's start. */}
        <span>{primary}</span>
        {secondary && <Secondary>{secondary}</Secondary>}
      </Lines>
    </Person>
  );
}
