import type { ReactNode } from 'react';
import styled from 'styled-components';

export type StateTone = 'neutral' | 'error';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl};
  text-align: center;
  white-space: normal;
`;

const Visual = styled.span<{ $tone: StateTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.sizes.statIcon};
  block-size: ${({ theme }) => theme.sizes.statIcon};
  margin-block-end: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.errorSoft : theme.colors.neutralSoft)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.neutral)};
`;

const Title = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Description = styled.p`
  margin: 0;
  max-inline-size: ${({ theme }) => theme.sizes.modal};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Action = styled.div`
  margin-block-start: ${({ theme }) => theme.space.md};
`;

export interface StatePanelProps {
  tone: StateTone;
  /** Shown in a tinted circle above the title: an icon, or a spinner for a loading state. */
  visual?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status';
}

/** The layout of a whole area's state (empty, failed, loading): visual, title, description, action. */
export function StatePanel({ tone, visual, title, description, action, role }: StatePanelProps) {
  return (
    <Panel role={role}>
      {visual && <Visual $tone={tone}>{visual}</Visual>}
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Panel>
  );
}
