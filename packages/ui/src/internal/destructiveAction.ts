import { css } from 'styled-components';

/**
 * The kit's one look for a quiet destructive action (remove a feature, remove an image): muted until
 * pointed at or focused, then red on a soft red wash, so a row of them does not shout.
 * Apply it to a ghost Button or IconButton: `styled(IconButton)` then `${quietDestructive}`.
 */
export const quietDestructive = css`
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover:not(:disabled),
  &:focus-visible {
    color: ${({ theme }) => theme.colors.error};
    background: ${({ theme }) => theme.colors.errorSoft};
  }
`;
