import styled, { css, keyframes } from 'styled-components';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;
/* The segment starts at the right edge in right-to-left and travels leftwards. */
const slideRtl = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(-250%); }
`;

/** A thin indeterminate bar pinned to the top of the scroll container while \`busy\`. */
export const ProgressBar = styled.div`
  position: sticky;
  inset-block-start: 0;
  z-index: 2;
  overflow: hidden;
  block-size: ${({ theme }) => theme.sizes.progressBar};
  /* Takes no room: the header stays where it was. */
  margin-block-end: calc(-1 * ${({ theme }) => theme.sizes.progressBar});
  background: ${({ theme }) => theme.colors.primarySoft};
  &::after {
    content: '';
    display: block;
    inline-size: 40%;
    block-size: 100%;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${slide} ${({ theme }) => theme.durations.progress} ease-in-out infinite;
  }
  &:dir(rtl)::after {
    animation-name: ${slideRtl};
  }
  /* Without motion (and in visual tests) the segment rests at the start. */
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }
`;

/**
 * Stale rows fade, buttons and all, so nothing in them reads as current (greying them turned the primary
 * buttons into dark slabs). The rows are also made inert while they wait: a click on a row about to be
 * replaced would act on the wrong page, and an inactive region is outside the contrast requirement.
 */
export const staleRows = css<{ $busy: boolean }>`
  transition: opacity ${({ theme }) => theme.durations.normal};
  ${({ $busy }) =>
    $busy &&
    css`
      opacity: 0.45;
    `}
`;
