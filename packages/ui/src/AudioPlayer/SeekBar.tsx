import type { CSSProperties, InputHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const track = css`
  block-size: ${({ theme }) => theme.sizes.seekTrack};
  border-radius: ${({ theme }) => theme.radii.pill};
  /* Left to right on purpose (the bar never mirrors): played, then loaded, then the rest of the track. */
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.primary} var(--played),
    ${({ theme }) => theme.colors.seekBuffered} var(--played) var(--buffered),
    ${({ theme }) => theme.colors.seekTrack} var(--buffered)
  );
`;

const thumb = css`
  inline-size: ${({ theme }) => theme.sizes.seekThumb};
  block-size: ${({ theme }) => theme.sizes.seekThumb};
  border: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Range = styled.input`
  flex: 1;
  min-inline-size: 0;
  /* As tall as the thumb, so the focus ring wraps the whole control. */
  block-size: ${({ theme }) => theme.sizes.seekThumb};
  margin: 0;
  appearance: none;
  background: transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  &::-webkit-slider-runnable-track {
    ${track}
  }
  &::-moz-range-track {
    ${track}
  }
  &::-webkit-slider-thumb {
    ${thumb}
    appearance: none;
    /* Centre the thumb on the thinner track. */
    margin-block-start: calc(
      (${({ theme }) => theme.sizes.seekTrack} - ${({ theme }) => theme.sizes.seekThumb}) / 2
    );
  }
  &::-moz-range-thumb {
    ${thumb}
  }
  &:hover:not(:disabled)::-webkit-slider-thumb {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  /* Nothing to seek yet: the bare track, no handle. */
  &:disabled {
    cursor: not-allowed;
  }
  &:disabled::-webkit-slider-thumb {
    visibility: hidden;
  }
  &:disabled::-moz-range-thumb {
    visibility: hidden;
  }
`;

export interface SeekBarProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'max' | 'value'> {
  /** Seconds played. */
  value: number;
  /** Seconds in all (0 while unknown). */
  max: number;
  /** Seconds loaded from the start. */
  buffered: number;
}

const percent = (part: number, whole: number) => `${whole > 0 ? Math.min(100, (part / whole) * 100) : 0}%`;

/** The player's range input, drawn from the tokens: the played part, the loaded part and the rest. */
export function SeekBar({ value, max, buffered, style, ...rest }: SeekBarProps) {
  const fill = {
    '--played': percent(value, max),
    '--buffered': percent(Math.max(buffered, value), max),
    ...style,
  } as CSSProperties;
  return <Range type="range" min={0} max={max} step="any" value={value} style={fill} {...rest} />;
}
