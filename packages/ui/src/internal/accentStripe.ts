import { css } from 'styled-components';
import type { Theme } from '../theme';

/**
 * A coloured stripe along the inline-start edge, drawn inside the box's rounded corners. A thick
 * `border-inline-start` on a rounded box bends into a crescent at the corners; this stripe is clipped by
 * the radius instead, so it stays straight on the inside and follows the curve on the outside.
 * The box gets `position: relative` and `overflow: hidden`.
 */
export const accentStripe = (color: keyof Theme['colors']) => css`
  position: relative;
  overflow: hidden;
  &::before {
    content: '';
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    inline-size: ${({ theme }) => theme.space.xs};
    background: ${({ theme }) => theme.colors[color]};
  }
`;
