export { AudioPlayer } from './AudioPlayer';
export type { AudioPlayerProps } from './AudioPlayer';
export { AudioPlayerView } from './AudioPlayerView';
export type { AudioErrorKind, AudioPlayerViewProps, AudioStatus } from './AudioPlayerView';
export type { AudioPlayerMessages } from './messages';
export { formatPlaybackTime } from './time';
