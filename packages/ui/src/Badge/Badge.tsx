import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';

export interface BadgeProps {
  children: ReactNode;
  icon?: IconName;
}

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.xxs};
  padding-inline: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.neutralSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;

/** A neutral label, e.g. a chapter's 'Reading' or 'Audio'. */
export function Badge({ children, icon }: BadgeProps) {
  return (
    <Tag>
      {icon && <Icon name={icon} size={14} />}
      {children}
    </Tag>
  );
}
