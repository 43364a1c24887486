import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from '../Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'brand';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * While true the button cannot be pressed and shows a spinner with `busyLabel` (e.g. 'Saving...'), in its
   * full colour: it is working, not unavailable.
   */
  busy?: boolean;
  busyLabel?: string;
  icon?: ReactNode;
  fullWidth?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  brand: css`
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.error};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
};

/** Unavailable: greyed from the tokens rather than faded, so its text keeps well over 3:1 contrast. */
const disabledLook = css<{ $variant: ButtonVariant }>`
  &:disabled {
    background: ${({ theme, $variant }) => ($variant === 'ghost' ? 'transparent' : theme.colors.surfaceMuted)};
    color: ${({ theme }) => theme.colors.textMuted};
    border-color: ${({ theme, $variant }) => ($variant === 'ghost' ? 'transparent' : theme.colors.border)};
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
  $busy: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme, $size }) => ($size === 'sm' ? theme.sizes.controlSm : theme.sizes.control)};
  padding-inline: ${({ theme, $size }) => ($size === 'sm' ? theme.space.md : theme.space.lg)};
  inline-size: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: ${({ theme }) => theme.sizes.border} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  transition: background ${({ theme }) => theme.durations.fast};
  ${({ $variant }) => variants[$variant]}
  ${({ $busy }) =>
    $busy
      ? css`
          cursor: progress;
        `
      : disabledLook}
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    busy = false,
    busyLabel,
    icon,
    fullWidth = false,
    disabled,
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $busy={busy}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner size="sm" label="" /> : icon}
      {busy && busyLabel ? busyLabel : children}
    </StyledButton>
  );
});
