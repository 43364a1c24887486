import { useEffect, useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import {
  AudioPlayerView,
  type AudioErrorKind,
  type AudioPlayerViewProps,
  type AudioStatus,
} from './AudioPlayerView';

export interface AudioPlayerProps extends Pick<AudioPlayerViewProps, 'label' | 'labels'> {
  /** The audio file's URL. */
  src: string;
  /**
   * Starts playing as soon as the player appears: for a player opened by the admin's own click (a user
   * gesture, so the browser allows sound), such as the chapters list's 'Now Playing'.
   */
  autoPlay?: boolean;
}

/** What a MediaError's code says failed. */
function errorKindOf(error: MediaError | null): AudioErrorKind {
  if (error?.code === MediaError.MEDIA_ERR_NETWORK) return 'network';
  if (error?.code === MediaError.MEDIA_ERR_DECODE || error?.code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED) {
    return 'unsupported';
  }
  return 'unknown';
}

/** Seconds loaded without a gap from the start of the range that holds the current time. */
function bufferedEnd(audio: HTMLAudioElement): number {
  const { buffered, currentTime } = audio;
  for (let i = 0; i < buffered.length; i += 1) {
    if (buffered.start(i) <= currentTime && currentTime <= buffered.end(i)) return buffered.end(i);
  }
  return 0;
}

/** Plays one audio file: an <audio> element whose events drive AudioPlayerView. */
export function AudioPlayer({ src, autoPlay = false, ...viewProps }: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const play = () => {
    // A refused or interrupted play() leaves the element paused, and its events already say so.
    audioRef.current?.play().catch(() => undefined);
  };
  useEffect(() => {
    if (autoPlay) play();
    // Only on appearing: a later change of src loads the new file without playing it uninvited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useLayoutEffect(() => {
    const audio = audioRef.current;
    // A player taken away (its dialog closed) falls silent in the same commit that removes it: a passive
    // effect's cleanup runs later, and a detached element keeps playing until the browser gets round to it.
    return () => audio?.pause();
  }, []);
  const [status, setStatus] = useState<AudioStatus>('loading');
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [buffered, setBuffered] = useState(0);
  const [error, setError] = useState<AudioErrorKind>('unknown');
  const onBuffered = (event: SyntheticEvent<HTMLAudioElement>) =>
    setBuffered(bufferedEnd(event.currentTarget));

  return (
    <>
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onLoadStart={() => {
          setStatus('loading');
          setCurrentTime(0);
          setDuration(0);
          setBuffered(0);
        }}
        onLoadedMetadata={(event) => {
          setDuration(event.currentTarget.duration);
          setStatus('idle');
        }}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onProgress={onBuffered}
        onTimeUpdate={(event) => {
          setCurrentTime(event.currentTarget.currentTime);
          onBuffered(event);
        }}
        onPlaying={() => setStatus('playing')}
        onWaiting={() => setStatus('loading')}
        // Also fires at the end of the file.
        onPause={() => setStatus('paused')}
        onError={(event) => {
          setError(errorKindOf(event.currentTarget.error));
          setStatus('error');
        }}
      />
      <AudioPlayerView
        {...viewProps}
        status={status}
        currentTime={currentTime}
        duration={duration}
        buffered={buffered}
        error={error}
        onPlay={play}
        onPause={() => audioRef.current?.pause()}
        onSeek={(seconds) => {
          if (!audioRef.current) return;
          audioRef.current.currentTime = seconds;
          setCurrentTime(seconds);
        }}
        // Loading again from scratch starts over at loadstart, which shows the loading state.
        onRetry={() => audioRef.current?.load()}
      />
    </>
  );
}
