export { VerseMediaSection } from './VerseMediaSection';
export type { VerseMediaDraft, VerseMediaSectionProps } from './VerseMediaSection';
export { validateVerseMedia } from './validate';
export type { VerseMediaErrors, VerseMediaInput } from './validate';
