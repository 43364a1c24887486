import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { formatPlaybackTime } from './time';

export type AudioStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export interface AudioPlayerLabels {
  play: string;
  pause: string;
  seek: string;
  /** The seek bar's spoken value, e.g. '1:05 of 3:20'. */
  position: (elapsed: string, total: string) => string;
}

const DEFAULT_LABELS: AudioPlayerLabels = {
  play: 'Play',
  pause: 'Pause',
  seek: 'Seek',
  position: (elapsed, total) => `${elapsed} of ${total}`,
};

/** Seconds moved by the arrow keys on the seek bar. */
const SEEK_STEP = 5;

export interface AudioPlayerViewProps {
  status: AudioStatus;
  /** Seconds played. */
  currentTime: number;
  /** Seconds in all; 0 (or NaN) while unknown. */
  duration: number;
  onPlay?: () => void;
  onPause?: () => void;
  onSeek?: (seconds: number) => void;
  /** Names the player, e.g. 'Male voice'. */
  label?: string;
  /** Shown in the error state. */
  errorMessage?: string;
  labels?: Partial<AudioPlayerLabels>;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-inline-size: ${({ theme }) => theme.sizes.audioPlayer};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const PlayButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.sizes.control};
  block-size: ${({ theme }) => theme.sizes.control};
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Time = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const SeekBar = styled.input`
  flex: 1;
  min-inline-size: 0;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

const ErrorText = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The player's picture, all state in props: play/pause, a seek bar and elapsed/total time. The controls
 * stay left-to-right in RTL pages (a seek bar that runs backwards reads as rewinding).
 */
export function AudioPlayerView({
  status,
  currentTime,
  duration,
  onPlay,
  onPause,
  onSeek,
  label,
  errorMessage = 'The audio could not be loaded',
  labels: labelOverrides,
}: AudioPlayerViewProps) {
  const labels = { ...DEFAULT_LABELS, ...labelOverrides };
  const total = Number.isFinite(duration) && duration > 0 ? duration : 0;
  const position = Math.min(Math.max(currentTime, 0), total);
  const playing = status === 'playing';
  const elapsedText = formatPlaybackTime(position);
  const totalText = formatPlaybackTime(total);

  const onSeekKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const targets: Record<string, number> = {
      ArrowRight: position + SEEK_STEP,
      ArrowUp: position + SEEK_STEP,
      ArrowLeft: position - SEEK_STEP,
      ArrowDown: position - SEEK_STEP,
      Home: 0,
      End: total,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSeek?.(Math.min(Math.max(target, 0), total));
  };

  return (
    <Root role="group" aria-label={label} aria-busy={status === 'loading' || undefined}>
      <Controls dir="ltr">
        <PlayButton
          type="button"
          aria-label={playing ? labels.pause : labels.play}
          disabled={status === 'loading' || status === 'error'}
          onClick={playing ? onPause : onPlay}
        >
          {status === 'loading' ? (
            <Spinner size="sm" label="" />
          ) : (
            <Icon name={playing ? 'pause' : 'play'} filled={!playing} />
          )}
        </PlayButton>
        <Time>
          <bdi>{elapsedText}</bdi>
        </Time>
        <SeekBar
          type="range"
          min={0}
          max={total}
          step="any"
          value={position}
          aria-label={labels.seek}
          aria-valuetext={labels.position(elapsedText, totalText)}
          disabled={total === 0 || status === 'error'}
          onChange={(event) => onSeek?.(Number(event.target.value))}
          onKeyDown={onSeekKeyDown}
        />
        <Time>
          <bdi>{totalText}</bdi>
        </Time>
      </Controls>
      {status === 'error' && (
        <ErrorText role="alert">
          <Icon name="error" />
          {errorMessage}
        </ErrorText>
      )}
    </Root>
  );
}
