import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../Card';
import { Icon, type IconName } from '../Icon';
import { Skeleton } from '../Skeleton';

export interface StatCardProps {
  label: ReactNode;
  /** The figure, already formatted (e.g. '$1,234.50'); kept left-to-right inside right-to-left text. */
  value: ReactNode;
  icon?: IconName;
  /** Shows a skeleton in place of the value. */
  loading?: boolean;
}

const Body = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Text = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;

const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Value = styled.p`
  display: flex;
  align-items: center;
  margin: 0;
  /* Same height loading or loaded, so the card does not jump. */
  min-block-size: ${({ theme }) => theme.sizes.controlSm};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const IconCircle = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.sizes.statIcon};
  block-size: ${({ theme }) => theme.sizes.statIcon};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

/** A dashboard figure: a label, a value and an icon. */
export function StatCard({ label, value, icon, loading = false }: StatCardProps) {
  return (
    <Card aria-busy={loading}>
      <Body>
        <Text>
          <Label>{label}</Label>
          <Value>{loading ? <Skeleton width="60%" height="1em" /> : <bdi>{value}</bdi>}</Value>
        </Text>
        {icon && (
          <IconCircle>
            <Icon name={icon} size={24} />
          </IconCircle>
        )}
      </Body>
    </Card>
  );
}
