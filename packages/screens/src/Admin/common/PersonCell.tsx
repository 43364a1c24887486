import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar } from '@bible-admin/ui';
import { CellLines } from './CellLines';

const Person = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
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
      <CellLines primary={primary} secondary={secondary} />
    </Person>
  );
}
