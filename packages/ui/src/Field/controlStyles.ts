import { css } from 'styled-components';

export interface ControlStateProps {
  $invalid: boolean;
  $disabled: boolean;
  $readOnly: boolean;
}

/** The box every text-like control shares (input wrapper, select, textarea). */
export const controlStyles = css<ControlStateProps>`
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.sizes.control};
  border: ${({ theme }) => theme.sizes.border} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $disabled, $readOnly }) =>
    $disabled || $readOnly ? theme.colors.surfaceMuted : theme.colors.surface};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'auto')};
  transition:
    border-color ${({ theme }) => theme.durations.fast},
    box-shadow ${({ theme }) => theme.durations.fast};
  &:hover {
    border-color: ${({ theme, $invalid, $disabled }) =>
      $invalid ? theme.colors.error : $disabled ? theme.colors.borderStrong : theme.colors.text};
  }
  /* The ring sits on the box, so a control with buttons inside shows one ring around all of it. */
  &:focus-within {
    outline: none;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.focus)};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
