export { ChaptersList } from './ChaptersList';
export type { ChaptersListProps } from './ChaptersList';
export { restingRows, restingVoiceAudio } from './audio';
export type { ChapterRow, VoiceAudio, VoiceAudioAction } from './audio';
export { GENERATION_LIMIT_SECONDS } from './VoiceControl';
