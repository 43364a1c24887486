import type { ReactNode } from 'react';
import styled from 'styled-components';

const Lines = styled.span<{ $spaced: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $spaced }) => ($spaced ? theme.space.xxs : theme.space.none)};
  min-inline-size: 0;
  > * {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** A cell's muted line: under a first line, or alone (a '—' for nothing). */
export const CellSecondary = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/**
 * A table cell's first line (a name, a link) over a muted second one, each cut with '…' when too long. `spaced`
 * puts a hairline between them (the audit log's rows, whose second lines are sentences).
 */
export function CellLines({
  primary,
  secondary,
  spaced = false,
}: {
  primary: ReactNode;
  secondary?: ReactNode;
  spaced?: boolean;
}) {
  return (
    <Lines $spaced={spaced}>
      {/* A line of its own, so a Hebrew name stays an isolated run at the line's start. */}
      <span>{primary}</span>
      {secondary && <CellSecondary>{secondary}</CellSecondary>}
    </Lines>
  );
}
