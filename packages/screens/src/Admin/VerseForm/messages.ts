import { type RuleCode, ruleWords } from '../../words/rules';
import { verbs } from '../../words/verbs';
import { verseLabels } from '@bible-admin/contract/labels';
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
  /** The rules the server checks too, by its refusal code: the same words as its refusal. */
  rules: Record<RuleCode, string>;
  chapterIdMissing: string;
  verseIdMissing: string;
}

export const verseFormMessages: ScreenMessages<VerseFormMessages> = {
  en: {
    addTitle: 'Add Reading Verse',
    editTitle: 'Edit Reading Verse',
    chapter: verseLabels.en.chapter_id,
    chapterValue: (n) => `Chapter ${n}`,
    chapterUnknown: 'Unknown chapter',
    verseNumber: verseLabels.en.verse_number,
    verseContent: verseLabels.en.verse_content,
    cancel: verbs.en.cancel,
    save: 'Save verse',
    saving: verbs.en.saving,
    update: 'Update verse',
    updating: verbs.en.updating,
    loading: verbs.en.loading,
    loadError: 'Failed to fetch verse',
    verseNumberMissing: 'Please enter a verse number',
    verseNumberInvalid: 'Verse number must be a whole number from 1',
    rules: ruleWords.en,
    chapterIdMissing: 'Chapter ID is missing',
    verseIdMissing: 'Verse ID is missing',
  },
  he: {
    addTitle: 'הוספת פסוק לקריאה',
    editTitle: 'עריכת פסוק לקריאה',
    chapter: verseLabels.he.chapter_id,
    chapterValue: (n) => `פרק ${n}`,
    chapterUnknown: 'פרק לא ידוע',
    verseNumber: verseLabels.he.verse_number,
    verseContent: verseLabels.he.verse_content,
    cancel: verbs.he.cancel,
    save: 'שמירת הפסוק',
    saving: verbs.he.saving,
    update: 'עדכון הפסוק',
    updating: verbs.he.updating,
    loading: verbs.he.loading,
    loadError: 'טעינת הפסוק נכשלה',
    verseNumberMissing: 'יש להזין מספר פסוק',
    verseNumberInvalid: 'מספר הפסוק חייב להיות מספר שלם, 1 ומעלה',
    rules: ruleWords.he,
    chapterIdMissing: 'מזהה הפרק חסר',
    verseIdMissing: 'מזהה הפסוק חסר',
  },
};
