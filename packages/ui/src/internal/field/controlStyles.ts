import { css } from 'styled-components';

export interface ControlStateProps {
  $invalid: boolean;
  $disabled: boolean;
  $readOnly: boolean;
}

/** The kit's focus ring (as the global `:focus-visible` one): 2 px in the focus colour, just outside the box. */
export const focusRing = css`
  outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
  outline-offset: ${({ theme }) => theme.space.xxs};
`;

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
  transition: border-color ${({ theme }) => theme.durations.fast};
  &:hover {
    border-color: ${({ theme, $invalid, $disabled }) =>
      $invalid ? theme.colors.error : $disabled ? theme.colors.borderStrong : theme.colors.text};
  }
  /*
   * Typing goes where the focus is, so a text control shows the ring however it was focused. The ring sits
   * on the box (the element itself, or the wrapper of an input), so a control with buttons inside shows one
   * ring around all of it while its text has focus; a focused button inside shows its own ring instead.
   */
  &:focus,
  &:has(> input:focus) {
    ${focusRing}
  }
`;
