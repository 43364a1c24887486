import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PasswordStrength, type PasswordScore } from '@bible-admin/ui';

const Cell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
`;

/**
 * A new-password field with the strength meter under it, in one cell: every form that sets a password shows
 * the level the app scored (zxcvbn, as the server scores it) while the admin types.
 */
export function WithStrength({ score, children }: { score: PasswordScore | null; children: ReactNode }) {
  return (
    <Cell>
      {children}
      <PasswordStrength score={score} />
    </Cell>
  );
}
