import { adminTitles } from '@bible-admin/contract/sectionTitles';
import { type RuleCode, ruleWords } from '../../words/rules';
import { verbs } from '../../words/verbs';
import { chapterLabels } from '@bible-admin/contract/labels';
import type { ScreenMessages } from '../../messages';

export interface ChapterFormMessages {
  addTitle: string;
  /** Names the chapter being edited (its number), or the page's words while it loads. */
  editTitle: (n: number | null) => string;
  chapterName: string;
  totalVerses: string;
  imageBuyLink: string;
  chapterImage: string;
  coverBuyLink: string;
  coverImage: string;
  content: string;
  audioContent: string;
  audioContentNone: string;
  addAudio: string;
  editAudio: string;
  saveAudio: string;
  cancel: string;
  save: string;
  saving: string;
  update: string;
  updating: string;
  viewVerses: string;
  loading: string;
  loadError: (message: string) => string;
  defaultLoadError: string;
  notFound: string;
  backToChapters: string;
  nameRequired: string;
  versesRequired: string;
  versesInvalid: string;
  imageBuyLinkInvalid: string;
  coverBuyLinkInvalid: string;
  /** The rules the server checks too, by its refusal code: the same words as its refusal. */
  rules: Record<RuleCode, string>;
  // The short variant.
  shortTitle: string;
  chapterNumber: string;
  status: string;
  statusPlaceholder: string;
  active: string;
  inactive: string;
  numberRequired: string;
  numberInvalid: string;
  statusRequired: string;
  /** The verse media's label in a conflict notice. */
  verseMedia: string;
}

export const chapterFormMessages: ScreenMessages<ChapterFormMessages> = {
  en: {
    addTitle: 'Add Chapter',
    editTitle: adminTitles.editChapter.en,
    chapterName: chapterLabels.en.chapter_name,
    totalVerses: chapterLabels.en.verses,
    imageBuyLink: chapterLabels.en.image_buy_link,
    chapterImage: chapterLabels.en.chapter_image,
    coverBuyLink: chapterLabels.en.cover_image_buy_link,
    coverImage: chapterLabels.en.chapter_cover_image,
    content: chapterLabels.en.chapter_content,
    audioContent: chapterLabels.en.chapter_audio_content,
    audioContentNone: 'No audio content yet: audio can be generated once it is added.',
    addAudio: 'Add Audio Content',
    editAudio: 'Edit Audio Content',
    saveAudio: verbs.en.save,
    cancel: verbs.en.cancel,
    save: 'Save Chapter',
    saving: verbs.en.saving,
    update: 'Update Chapter',
    updating: verbs.en.updating,
    viewVerses: 'View Verses',
    loading: verbs.en.loading,
    loadError: (message) => `Error: ${message}`,
    defaultLoadError: 'Failed to fetch chapter details',
    notFound: 'Chapter not found',
    backToChapters: 'Back to Chapters',
    nameRequired: 'Chapter name is required',
    versesRequired: 'Total verses is required',
    versesInvalid: 'Total verses must be a whole number',
    imageBuyLinkInvalid: 'Image buy link must be a valid URL',
    coverBuyLinkInvalid: 'Cover image buy link must be a valid URL',
    rules: ruleWords.en,
    shortTitle: 'Edit Chapter',
    chapterNumber: chapterLabels.en.chapter_number,
    status: chapterLabels.en.status,
    statusPlaceholder: 'Select status',
    active: 'Active',
    inactive: 'Inactive',
    numberRequired: 'Chapter number is required',
    numberInvalid: 'Chapter number must be a whole number from 1',
    statusRequired: 'Status is required',
    verseMedia: chapterLabels.en.verse_media,
  },
  he: {
    addTitle: 'הוספת פרק',
    editTitle: adminTitles.editChapter.he,
    chapterName: chapterLabels.he.chapter_name,
    totalVerses: chapterLabels.he.verses,
    imageBuyLink: chapterLabels.he.image_buy_link,
    chapterImage: chapterLabels.he.chapter_image,
    coverBuyLink: chapterLabels.he.cover_image_buy_link,
    coverImage: chapterLabels.he.chapter_cover_image,
    content: chapterLabels.he.chapter_content,
    audioContent: chapterLabels.he.chapter_audio_content,
    audioContentNone: 'אין עדיין תוכן שמע: אחרי שיתווסף אפשר יהיה ליצור את השמע.',
    addAudio: 'הוספת תוכן שמע',
    editAudio: 'עריכת תוכן השמע',
    saveAudio: verbs.he.save,
    cancel: verbs.he.cancel,
    save: 'שמירת הפרק',
    saving: verbs.he.saving,
    update: 'עדכון הפרק',
    updating: verbs.he.updating,
    viewVerses: 'הצגת הפסוקים',
    loading: verbs.he.loading,
    loadError: (message) => `שגיאה: ${message}`,
    defaultLoadError: 'טעינת פרטי הפרק נכשלה',
    notFound: 'הפרק לא נמצא',
    backToChapters: 'חזרה לפרקים',
    nameRequired: 'יש להזין את שם הפרק',
    versesRequired: 'יש להזין את מספר הפסוקים',
    versesInvalid: 'מספר הפסוקים חייב להיות מספר שלם',
    imageBuyLinkInvalid: 'הקישור לרכישת התמונה חייב להיות כתובת אינטרנט תקינה',
    coverBuyLinkInvalid: 'הקישור לרכישת תמונת השער חייב להיות כתובת אינטרנט תקינה',
    rules: ruleWords.he,
    shortTitle: 'עריכת הפרק',
    chapterNumber: chapterLabels.he.chapter_number,
    status: chapterLabels.he.status,
    statusPlaceholder: 'בחירת סטטוס',
    active: 'פעיל',
    inactive: 'לא פעיל',
    numberRequired: 'יש להזין את מספר הפרק',
    numberInvalid: 'מספר הפרק חייב להיות מספר שלם, 1 ומעלה',
    statusRequired: 'יש לבחור סטטוס',
    verseMedia: chapterLabels.he.verse_media,
  },
};
