import { useId, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { useMessages } from '../i18n';
import { Spinner } from '../Spinner';
import { audioPlayerMessages, type AudioPlayerMessages } from './messages';
import { SeekBar } from './SeekBar';
import { formatPlaybackTime, UNKNOWN_PLAYBACK_TIME } from './time';

export type AudioStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

/** What failed: the connection, the file itself (damaged or a format the browser cannot play), or unknown. */
export type AudioErrorKind = 'network' | 'unsupported' | 'unknown';

/** Seconds moved by the arrow keys on the seek bar. */
const SEEK_STEP = 5;

export interface AudioPlayerViewProps {
  status: AudioStatus;
  /** Seconds played. */
  currentTime: number;
  /** Seconds in all; 0 (or NaN) while unknown. */
  duration: number;
  /** Seconds loaded from the start, drawn on the seek bar. */
  buffered?: number;
  /** In the error state, says what failed. */
  error?: AudioErrorKind;
  onPlay?: () => void;
  onPause?: () => void;
  onSeek?: (seconds: number) => void;
  /** In the error state, a Retry button calls it. */
  onRetry?: () => void;
  /** Names the player, e.g. 'Male voice'. */
  label?: string;
  /** Overrides the built-in words (English or Hebrew from the provider). */
  labels?: Partial<AudioPlayerMessages>;
}

const Root = styled.div`
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

const Failure = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.sizes.control};
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.errorSoft};
`;

const FailureText = styled.p`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  > svg {
    flex: none;
  }
`;

const errorMessage = {
  network: 'errorNetwork',
  unsupported: 'errorUnsupported',
  unknown: 'errorUnknown',
} as const satisfies Record<AudioErrorKind, keyof AudioPlayerMessages>;

/**
 * The player's picture, all state in props: play/pause, a seek bar (played, loaded, rest) and elapsed/total
 * time; on error, what failed and Retry instead. The controls stay left-to-right in RTL pages (a seek bar that
 * runs backwards reads as rewinding).
 */
export function AudioPlayerView({
  status,
  currentTime,
  duration,
  buffered = 0,
  error = 'unknown',
  onPlay,
  onPause,
  onSeek,
  onRetry,
  label,
  labels: overrides,
}: AudioPlayerViewProps) {
  const labels = useMessages(audioPlayerMessages, overrides);
  const loadingId = useId();
  const known = Number.isFinite(duration) && duration > 0;
  const total = known ? duration : 0;
  const position = Math.min(Math.max(currentTime, 0), total);
  const playing = status === 'playing';
  const loading = status === 'loading';
  const elapsedText = formatPlaybackTime(position);
  const totalText = known ? formatPlaybackTime(total) : UNKNOWN_PLAYBACK_TIME;

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
    <Root role="group" aria-label={label} aria-busy={loading || undefined}>
      {status === 'error' ? (
        <Failure>
          <FailureText role="alert">
            <Icon name="error" />
            {labels[errorMessage[error]]}
          </FailureText>
          {onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {labels.retry}
            </Button>
          )}
        </Failure>
      ) : (
        <Controls dir="ltr">
          <PlayButton
            type="button"
            aria-label={playing ? labels.pause : labels.play}
            aria-describedby={loading ? loadingId : undefined}
            disabled={loading}
            onClick={playing ? onPause : onPlay}
          >
            {loading ? (
              <Spinner size="sm" label="" />
            ) : (
              <Icon name={playing ? 'pause' : 'play'} filled={!playing} />
            )}
          </PlayButton>
          {/* Referenced while hidden: it names why the button is disabled. */}
          <span id={loadingId} hidden>
            {labels.loading}
          </span>
          <Time>
            <bdi>{elapsedText}</bdi>
          </Time>
          <SeekBar
            value={position}
            max={total}
            buffered={buffered}
            aria-label={labels.seek}
            aria-valuetext={known ? labels.position(elapsedText, totalText) : elapsedText}
            disabled={!known}
            onChange={(event) => onSeek?.(Number(event.target.value))}
            onKeyDown={onSeekKeyDown}
          />
          <Time>
            <bdi>{totalText}</bdi>
          </Time>
        </Controls>
      )}
    </Root>
  );
}
