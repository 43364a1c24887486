import type { FieldLabels } from './fieldLabels';

/** One verse media item's fields (a chapter's `verse_media`), as the chapter calls name them. */
export const verseMediaFields = ['verse_number', 'image', 'video'] as const;
export type VerseMediaField = (typeof verseMediaFields)[number];

export const verseMediaLabels: FieldLabels<VerseMediaField> = {
  en: { verse_number: 'Verse Number', image: 'Verse Image', video: 'Verse Video URL' },
  he: { verse_number: 'מספר הפסוק', image: 'תמונת הפסוק', video: 'כתובת הסרטון של הפסוק' },
};
