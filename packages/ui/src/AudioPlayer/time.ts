/** Playback time as m:ss (minutes keep counting past 59); unknown or negative times read 0:00. */
export function formatPlaybackTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Shown for a length not known yet (loading, or a stream): dashes, not a misleading 0:00. */
export const UNKNOWN_PLAYBACK_TIME = '–:––';
