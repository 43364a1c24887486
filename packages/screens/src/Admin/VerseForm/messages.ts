import type { ScreenMessages } from '../../messages';

export interface VerseFormMessages {
  addTitle: string;
  editTitle: string;
  chapter: string;
  chapterValue: (n: number) => string;
  chapterUnknown: string;
  verseNumber: string;
  verseContent: string;
  cancel: string;
  save: string;
  saving: string;
  update: string;
  updating: string;
  loading: string;
  loadError: string;
  verseNumberMissing: string;
  verseNumberInvalid: string;
  contentMissing: string;
  chapterIdMissing: string;
  verseIdMissing: string;
}

export const verseFormMessages: ScreenMessages<VerseFormMessages> = {
  en: {
    addTitle: 'Add Reading Verse',
    editTitle: 'Edit Reading Verse',
    chapter: 'Chapter',
    chapterValue: (n) => `Chapter ${n}`,
    chapterUnknown: 'Unknown chapter',
    verseNumber: 'Verse Number',
    verseContent: 'Verse Content',
    cancel: 'Cancel',
    save: 'Save verse',
    saving: 'Saving...',
    update: 'Update verse',
    updating: 'Updating...',
    loading: 'Loading...',
    loadError: 'Failed to fetch verse',
    verseNumberMissing: 'Please enter a verse number',
    verseNumberInvalid: 'Verse number must be a whole number from 1',
    contentMissing: 'Please enter verse content',
    chapterIdMissing: 'Chapter ID is missing',
    verseIdMissing: 'Verse ID is missing',
  },
  he: {
    addTitle: 'הוספת פסוק לקריאה',
    editTitle: 'עריכת פסוק לקריאה',
    chapter: 'פרק',
    chapterValue: (n) => `פרק ${n}`,
    chapterUnknown: 'פרק לא ידוע',
    verseNumber: 'מספר הפסוק',
    verseContent: 'תוכן הפסוק',
    cancel: 'ביטול',
    save: 'שמירת הפסוק',
    saving: 'שומר...',
    update: 'עדכון הפסוק',
    updating: 'מעדכן...',
    loading: 'טוען...',
    loadError: 'טעינת הפסוק נכשלה',
    verseNumberMissing: 'יש להזין מספר פסוק',
    verseNumberInvalid: 'מספר הפסוק חייב להיות מספר שלם, 1 ומעלה',
    contentMissing: 'יש להזין את תוכן הפסוק',
    chapterIdMissing: 'מזהה הפרק חסר',
    verseIdMissing: 'מזהה הפסוק חסר',
  },
};
