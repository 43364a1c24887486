import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: 'sm' | 'md' | 'lg' }>`
  display: inline-block;
  inline-size: ${({ theme, $size }) => ({ sm: theme.sizes.iconSm, md: theme.sizes.icon, lg: theme.sizes.control })[$size]};
  block-size: ${({ theme, $size }) => ({ sm: theme.sizes.iconSm, md: theme.sizes.icon, lg: theme.sizes.control })[$size]};
  border: ${({ theme }) => theme.sizes.focusRing} solid currentColor;
  border-block-start-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.8s linear infinite;
`;

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to assistive technology; pass '' when a surrounding label already says it. */
  label?: string;
}

export function Spinner({ size = 'md', label = 'Loading' }: SpinnerProps) {
  return label ? (
    <Ring $size={size} role="status" aria-label={label} />
  ) : (
    <Ring $size={size} aria-hidden="true" />
  );
}
