export { ChapterVerses, VERSE_PREVIEW_LENGTH } from './ChapterVerses';
export type { ChapterVersesProps } from './ChapterVerses';
