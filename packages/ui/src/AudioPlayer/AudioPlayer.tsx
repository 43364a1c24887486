import { useRef, useState } from 'react';
import { AudioPlayerView, type AudioPlayerViewProps, type AudioStatus } from './AudioPlayerView';

export interface AudioPlayerProps extends Omit<
  AudioPlayerViewProps,
  'status' | 'currentTime' | 'duration' | 'onPlay' | 'onPause' | 'onSeek'
> {
  /** The audio file's URL. */
  src: string;
}

/** Plays one audio file: an <audio> element whose events drive AudioPlayerView. */
export function AudioPlayer({ src, ...viewProps }: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [status, setStatus] = useState<AudioStatus>('loading');
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);

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
        }}
        onLoadedMetadata={(event) => {
          setDuration(event.currentTarget.duration);
          setStatus('idle');
        }}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onTimeUpdate={(event) => setCurrentTime(event.currentTarget.currentTime)}
        onPlaying={() => setStatus('playing')}
        onWaiting={() => setStatus('loading')}
        // Also fires at the end of the file.
        onPause={() => setStatus('paused')}
        onError={() => setStatus('error')}
      />
      <AudioPlayerView
        {...viewProps}
        status={status}
        currentTime={currentTime}
        duration={duration}
        onPlay={() => {
          // A refused or interrupted play() leaves the element paused, and its events already say so.
          audioRef.current?.play().catch(() => undefined);
        }}
        onPause={() => audioRef.current?.pause()}
        onSeek={(seconds) => {
          if (!audioRef.current) return;
          audioRef.current.currentTime = seconds;
          setCurrentTime(seconds);
        }}
      />
    </>
  );
}
