import styled from 'styled-components';

/**
 * A button that reads as a link ("Use a recovery code"): it changes what the card asks for, it goes nowhere, so it
 * is a button to assistive technology.
 */
export const TextButton = styled.button.attrs({ type: 'button' })`
  align-self: center;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.linkHover};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusRing};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;
