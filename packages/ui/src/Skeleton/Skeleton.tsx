import styled, { keyframes } from 'styled-components';

export type SkeletonVariant = 'text' | 'circle' | 'rect';

export interface SkeletonProps {
  variant?: SkeletonVariant;
  /** CSS length (e.g. '60%', a theme size). Defaults: text and rect fill the line, circle is an avatar. */
  width?: string;
  /** CSS length. Defaults: text is one line of body text, circle matches its width. */
  height?: string;
}

const shimmer = keyframes`to { transform: translateX(100%); }`;

const Block = styled.span<{ $variant: SkeletonVariant; $width?: string; $height?: string }>`
  position: relative;
  display: block;
  overflow: hidden;
  inline-size: ${({ theme, $variant, $width }) => $width ?? ($variant === 'circle' ? theme.sizes.avatarMd : '100%')};
  block-size: ${({ theme, $variant, $width, $height }) =>
    $height ?? ($variant === 'circle' ? ($width ?? theme.sizes.avatarMd) : theme.fontSizes.md)};
  flex: none;
  border-radius: ${({ theme, $variant }) => ($variant === 'circle' ? theme.radii.round : theme.radii.sm)};
  background: ${({ theme }) => theme.colors.skeleton};

  /* The shine rests outside the block, so with animations off (reduced motion, visual tests) the block is plain. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    transform: translateX(-100%);
    background: linear-gradient(
      90deg,
      transparent,
      ${({ theme }) => theme.colors.skeletonShine},
      transparent
    );
    animation: ${shimmer} ${({ theme }) => theme.durations.shimmer} ease-in-out infinite;
  }
  /* The shine travels along the reading direction. */
  &:dir(rtl)::after {
    animation-direction: reverse;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }
`;

/** A placeholder shape shown while content loads; hidden from assistive technology (the container says it is busy). */
export function Skeleton({ variant = 'text', width, height }: SkeletonProps) {
  return <Block aria-hidden="true" data-skeleton="" $variant={variant} $width={width} $height={height} />;
}
