export { AudioPlayer } from './AudioPlayer';
export type { AudioPlayerProps } from './AudioPlayer';
export { AudioPlayerView } from './AudioPlayerView';
export type { AudioPlayerLabels, AudioPlayerViewProps, AudioStatus } from './AudioPlayerView';
export { formatPlaybackTime } from './time';
