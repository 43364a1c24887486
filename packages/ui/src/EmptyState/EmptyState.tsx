import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';

type Tone = 'neutral' | 'error';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl};
  text-align: center;
  white-space: normal;
`;

const IconCircle = styled.span<{ $tone: Tone }>`
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

interface StatePanelProps {
  tone: Tone;
  icon?: IconName;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  role?: 'alert';
}

/** The layout EmptyState and ErrorState share: icon, title, description, action. */
export function StatePanel({ tone, icon, title, description, action, role }: StatePanelProps) {
  return (
    <Panel role={role}>
      {icon && (
        <IconCircle $tone={tone}>
          <Icon name={icon} size={24} />
        </IconCircle>
      )}
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Panel>
  );
}

export interface EmptyStateProps {
  icon?: IconName;
  title: ReactNode;
  description?: ReactNode;
  /** E.g. a button that adds the first item. */
  action?: ReactNode;
}

/** What a list shows when it has nothing in it, e.g. 'No verses available'. */
export function EmptyState(props: EmptyStateProps) {
  return <StatePanel tone="neutral" {...props} />;
}
