import { verbs } from '../../words/verbs';
import type { ScreenMessages } from '../../messages';

export interface ChapterVersesMessages {
  title: (chapterNumber: number) => string;
  titleUnknown: string;
  addReadingVerse: string;
  tableLabel: string;
  verse: string;
  image: string;
  contentPreview: string;
  version: string;
  actions: string;
  reading: string;
  noImage: string;
  verseImageAlt: (n: number) => string;
  edit: string;
  editVerse: (n: number) => string;
  remove: string;
  removeVerse: (n: number) => string;
  removeTitle: string;
  removeMessage: (n: number) => string;
  removing: string;
  cancel: string;
  emptyTitle: string;
  emptyDescription: string;
  loadError: string;
}

export const chapterVersesMessages: ScreenMessages<ChapterVersesMessages> = {
  en: {
    title: (n) => `Chapter ${n}`,
    titleUnknown: 'Chapter verses',
    addReadingVerse: 'Add Reading Verse',
    tableLabel: 'Verses',
    verse: 'Verse',
    image: 'Image',
    contentPreview: 'Content Preview',
    version: 'Version',
    actions: 'Actions',
    reading: 'Reading',
    noImage: 'No image',
    verseImageAlt: (n) => `Image of verse ${n}`,
    edit: verbs.en.edit,
    editVerse: (n) => `Edit verse ${n}`,
    remove: verbs.en.remove,
    removeVerse: (n) => `Remove verse ${n}`,
    removeTitle: 'Remove Verse',
    removeMessage: (n) => `Are you sure you want to remove verse ${n}? This action cannot be undone.`,
    removing: 'Removing...',
    cancel: verbs.en.cancel,
    emptyTitle: 'No verses available',
    emptyDescription: 'Add a new verse to get started',
    loadError: 'Failed to fetch chapter verses',
  },
  he: {
    title: (n) => `פרק ${n}`,
    titleUnknown: 'פסוקי הפרק',
    addReadingVerse: 'הוספת פסוק לקריאה',
    tableLabel: 'פסוקים',
    verse: 'פסוק',
    image: 'תמונה',
    contentPreview: 'תצוגה מקדימה',
    version: 'גרסה',
    actions: 'פעולות',
    reading: 'קריאה',
    noImage: 'אין תמונה',
    verseImageAlt: (n) => `תמונה של פסוק ${n}`,
    edit: verbs.he.edit,
    // The button's visible word opens its name (the name must contain what it shows).
    editVerse: (n) => `עריכה: פסוק ${n}`,
    remove: verbs.he.remove,
    removeVerse: (n) => `הסרה: פסוק ${n}`,
    removeTitle: 'הסרת פסוק',
    removeMessage: (n) => `האם להסיר את פסוק ${n}? לא ניתן לבטל פעולה זו.`,
    removing: 'מסיר...',
    cancel: verbs.he.cancel,
    emptyTitle: 'אין פסוקים',
    emptyDescription: 'כדי להתחיל, יש להוסיף פסוק חדש',
    loadError: 'טעינת פסוקי הפרק נכשלה',
  },
};
