import type { FieldLabels } from './fieldLabels';

/** A verse's editable fields, as the verse calls name them. */
export const verseFields = ['chapter_id', 'verse_number', 'verse_content'] as const;
export type VerseField = (typeof verseFields)[number];

export const verseLabels: FieldLabels<VerseField> = {
  en: { chapter_id: 'Chapter', verse_number: 'Verse Number', verse_content: 'Verse Content' },
  he: { chapter_id: 'פרק', verse_number: 'מספר הפסוק', verse_content: 'תוכן הפסוק' },
};
