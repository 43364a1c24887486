import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Theme } from '../theme';

export type StatusTone = 'green' | 'yellow' | 'red' | 'neutral';

export interface StatusPillProps {
  tone: StatusTone;
  /** Always shown: the colour is never the only cue. */
  children: ReactNode;
}

const palette = {
  green: ['success', 'successSoft'],
  yellow: ['warning', 'warningSoft'],
  red: ['error', 'errorSoft'],
  neutral: ['neutral', 'neutralSoft'],
} as const satisfies Record<StatusTone, readonly [keyof Theme['colors'], keyof Theme['colors']]>;

const Pill = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.xxs};
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.colors[palette[$tone][1]]};
  color: ${({ theme, $tone }) => theme.colors[palette[$tone][0]]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;

  &::before {
    content: '';
    inline-size: ${({ theme }) => theme.space.sm};
    block-size: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.round};
    background: currentColor;
  }
`;

/** A status with a coloured dot, e.g. 'Active' (green), 'Pending' (yellow), 'Failed' (red). */
export function StatusPill({ tone, children }: StatusPillProps) {
  return <Pill $tone={tone}>{children}</Pill>;
}
