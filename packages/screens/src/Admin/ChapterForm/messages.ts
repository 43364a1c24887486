import type { ScreenMessages } from '../../messages';

export interface ChapterFormMessages {
  addTitle: string;
  editTitle: string;
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
  imageRequired: string;
  coverRequired: string;
  contentRequired: string;
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
    editTitle: 'Chapter Details',
    chapterName: 'Chapter Name',
    totalVerses: 'Total Verses',
    imageBuyLink: 'Image Buy Link',
    chapterImage: 'Chapter Image',
    coverBuyLink: 'Cover Image Buy Link',
    coverImage: 'Chapter Cover Image',
    content: 'Chapter Content',
    audioContent: 'Audio Content',
    audioContentNone: 'No audio content yet: audio can be generated once it is added.',
    addAudio: 'Add Audio Content',
    editAudio: 'Edit Audio Content',
    saveAudio: 'Save',
    cancel: 'Cancel',
    save: 'Save Chapter',
    saving: 'Saving...',
    update: 'Update Chapter',
    updating: 'Updating...',
    viewVerses: 'View Verses',
    loading: 'Loading...',
    loadError: (message) => `Error: ${message}`,
    defaultLoadError: 'Failed to fetch chapter details',
    notFound: 'Chapter not found',
    backToChapters: 'Back to Chapters',
    nameRequired: 'Chapter name is required',
    versesRequired: 'Total verses is required',
    versesInvalid: 'Total verses must be a whole number',
    imageBuyLinkInvalid: 'Image buy link must be a valid URL',
    coverBuyLinkInvalid: 'Cover image buy link must be a valid URL',
    imageRequired: 'Chapter image is required',
    coverRequired: 'Cover image is required',
    contentRequired: 'Chapter content is required',
    shortTitle: 'Edit Chapter',
    chapterNumber: 'Chapter Number',
    status: 'Status',
    statusPlaceholder: 'Select status',
    active: 'Active',
    inactive: 'Inactive',
    numberRequired: 'Chapter number is required',
    numberInvalid: 'Chapter number must be a whole number from 1',
    statusRequired: 'Status is required',
    verseMedia: 'Verse Media',
  },
  he: {
    addTitle: 'הוספת פרק',
    editTitle: 'פרטי הפרק',
    chapterName: 'שם הפרק',
    totalVerses: 'מספר הפסוקים',
    imageBuyLink: 'קישור לרכישת התמונה',
    chapterImage: 'תמונת הפרק',
    coverBuyLink: 'קישור לרכישת תמונת השער',
    coverImage: 'תמונת השער של הפרק',
    content: 'תוכן הפרק',
    audioContent: 'תוכן השמע',
    audioContentNone: 'אין עדיין תוכן שמע: אחרי שיתווסף אפשר יהיה ליצור את השמע.',
    addAudio: 'הוספת תוכן שמע',
    editAudio: 'עריכת תוכן השמע',
    saveAudio: 'שמירה',
    cancel: 'ביטול',
    save: 'שמירת הפרק',
    saving: 'שומר...',
    update: 'עדכון הפרק',
    updating: 'מעדכן...',
    viewVerses: 'הצגת הפסוקים',
    loading: 'טוען...',
    loadError: (message) => `שגיאה: ${message}`,
    defaultLoadError: 'טעינת פרטי הפרק נכשלה',
    notFound: 'הפרק לא נמצא',
    backToChapters: 'חזרה לפרקים',
    nameRequired: 'יש להזין את שם הפרק',
    versesRequired: 'יש להזין את מספר הפסוקים',
    versesInvalid: 'מספר הפסוקים חייב להיות מספר שלם',
    imageBuyLinkInvalid: 'הקישור לרכישת התמונה חייב להיות כתובת אינטרנט תקינה',
    coverBuyLinkInvalid: 'הקישור לרכישת תמונת השער חייב להיות כתובת אינטרנט תקינה',
    imageRequired: 'יש לבחור תמונה לפרק',
    coverRequired: 'יש לבחור תמונת שער',
    contentRequired: 'יש להזין את תוכן הפרק',
    shortTitle: 'עריכת הפרק',
    chapterNumber: 'מספר הפרק',
    status: 'סטטוס',
    statusPlaceholder: 'בחירת סטטוס',
    active: 'פעיל',
    inactive: 'לא פעיל',
    numberRequired: 'יש להזין את מספר הפרק',
    numberInvalid: 'מספר הפרק חייב להיות מספר שלם, 1 ומעלה',
    statusRequired: 'יש לבחור סטטוס',
    verseMedia: 'מדיה לפסוקים',
  },
};
