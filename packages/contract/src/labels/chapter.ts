import type { FieldLabels } from './fieldLabels';

/** A chapter's editable fields, as the chapter calls and the audit log's changes name them. */
export const chapterFields = [
  'chapter_number',
  'chapter_name',
  'verses',
  'status',
  'image_buy_link',
  'cover_image_buy_link',
  'chapter_image',
  'chapter_cover_image',
  'chapter_content',
  'chapter_audio_content',
  'verse_media',
] as const;
export type ChapterField = (typeof chapterFields)[number];

export const chapterLabels: FieldLabels<ChapterField> = {
  en: {
    chapter_number: 'Chapter Number',
    chapter_name: 'Chapter Name',
    verses: 'Total Verses',
    status: 'Status',
    image_buy_link: 'Image Buy Link',
    cover_image_buy_link: 'Cover Image Buy Link',
    chapter_image: 'Chapter Image',
    chapter_cover_image: 'Chapter Cover Image',
    chapter_content: 'Chapter Content',
    chapter_audio_content: 'Audio Content',
    verse_media: 'Verse Media',
  },
  he: {
    chapter_number: 'מספר הפרק',
    chapter_name: 'שם הפרק',
    verses: 'מספר הפסוקים',
    status: 'סטטוס',
    image_buy_link: 'קישור לרכישת התמונה',
    cover_image_buy_link: 'קישור לרכישת תמונת השער',
    chapter_image: 'תמונת הפרק',
    chapter_cover_image: 'תמונת השער של הפרק',
    chapter_content: 'תוכן הפרק',
    chapter_audio_content: 'תוכן השמע',
    verse_media: 'מדיה לפסוקים',
  },
};
