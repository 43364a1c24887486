import styled, { css } from 'styled-components';
import { Link } from '@bible-admin/ui';

/** A link to another screen that looks like a button (Add Chapter, View Verses, Edit). */
export const LinkButton = styled(Link)<{ $variant?: 'primary' | 'secondary'; $size?: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme, $size }) => ($size === 'sm' ? theme.sizes.controlSm : theme.sizes.control)};
  padding-inline: ${({ theme, $size }) => ($size === 'sm' ? theme.space.md : theme.space.lg)};
  border: ${({ theme }) => theme.sizes.border} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.textInverse};
          &:hover {
            background: ${theme.colors.primaryHover};
          }
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border-color: ${theme.colors.borderStrong};
          &:hover {
            background: ${theme.colors.surfaceMuted};
          }
        `}
`;
