import { verbs } from '../../words/verbs';
import type { ScreenMessages } from '../../messages';

export interface ChapterDetailsMessages {
  title: (n: number) => string;
  titleUnknown: string;
  editChapter: string;
  viewVerses: string;
  loading: string;
  loadError: string;
  notFound: string;
  backToChapters: string;
  verses: (n: number) => string;
  active: string;
  inactive: string;
  reading: string;
  audio: string;
  images: string;
  chapterImage: string;
  coverImage: string;
  noImage: string;
  buyImage: string;
  noBuyLink: string;
  content: string;
  noContent: string;
  audioSection: string;
  audioContent: string;
  noAudioContent: string;
  narration: string;
  maleVoice: string;
  femaleVoice: string;
  noNarration: string;
}

export const chapterDetailsMessages: ScreenMessages<ChapterDetailsMessages> = {
  en: {
    title: (n) => `Chapter ${n}`,
    titleUnknown: 'Chapter',
    editChapter: 'Edit Chapter',
    viewVerses: 'View Verses',
    loading: verbs.en.loading,
    loadError: 'Failed to fetch chapter details',
    notFound: 'Chapter not found',
    backToChapters: 'Back to Chapters',
    verses: (n) => `${n} ${n === 1 ? 'verse' : 'verses'}`,
    active: 'Active',
    inactive: 'Inactive',
    reading: 'Reading',
    audio: 'Audio',
    images: 'Images',
    chapterImage: 'Chapter Image',
    coverImage: 'Cover Image',
    noImage: 'No image',
    buyImage: 'Buy this image',
    noBuyLink: 'No buy link',
    content: 'Chapter Content',
    noContent: 'No content yet.',
    audioSection: 'Audio',
    audioContent: 'Audio Content',
    noAudioContent: 'No audio content yet: add it in Edit Chapter to generate the narration.',
    narration: 'Narration',
    maleVoice: 'Male voice',
    femaleVoice: 'Female voice',
    noNarration: 'No audio generated yet',
  },
  he: {
    title: (n) => `פרק ${n}`,
    titleUnknown: 'פרק',
    editChapter: 'עריכת הפרק',
    viewVerses: 'הצגת הפסוקים',
    loading: verbs.he.loading,
    loadError: 'טעינת פרטי הפרק נכשלה',
    notFound: 'הפרק לא נמצא',
    backToChapters: 'חזרה לפרקים',
    verses: (n) => (n === 1 ? 'פסוק אחד' : `${n} פסוקים`),
    active: 'פעיל',
    inactive: 'לא פעיל',
    reading: 'קריאה',
    audio: 'שמע',
    images: 'תמונות',
    chapterImage: 'תמונת הפרק',
    coverImage: 'תמונת השער',
    noImage: 'אין תמונה',
    buyImage: 'לרכישת התמונה',
    noBuyLink: 'אין קישור לרכישה',
    content: 'תוכן הפרק',
    noContent: 'אין עדיין תוכן.',
    audioSection: 'שמע',
    audioContent: 'תוכן השמע',
    noAudioContent: 'אין עדיין תוכן שמע: כדי ליצור את הקריינות יש להוסיף אותו ב"עריכת הפרק".',
    narration: 'קריינות',
    maleVoice: 'קול גברי',
    femaleVoice: 'קול נשי',
    noNarration: 'עדיין לא נוצר שמע',
  },
};
