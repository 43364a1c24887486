import styled, { keyframes } from 'styled-components';
import { useMessages } from '../i18n';
import { spinnerMessages } from './messages';

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
  /**
   * What is loading, announced to assistive technology ('Loading chapters'); defaults to 'Loading' in the
   * provider's language. Pass '' when a surrounding label already says it.
   */
  label?: string;
}

export function Spinner({ size = 'md', label: labelProp }: SpinnerProps) {
  const { loading } = useMessages(spinnerMessages);
  const label = labelProp ?? loading;
  return label ? (
    <Ring $size={size} role="status" aria-label={label} />
  ) : (
    <Ring $size={size} aria-hidden="true" />
  );
}
