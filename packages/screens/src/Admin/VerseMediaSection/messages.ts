import { verbs } from '../../words/verbs';
import { verseMediaLabels } from '@bible-admin/contract/labels';
import type { ScreenMessages } from '../../messages';

export interface VerseMediaSectionMessages {
  heading: string;
  add: string;
  empty: string;
  verse: (n: number) => string;
  video: string;
  noVideo: string;
  noImage: string;
  imageAlt: (n: number) => string;
  edit: string;
  editItem: (n: number) => string;
  remove: string;
  removeItem: (n: number) => string;
  addTitle: string;
  editTitle: string;
  verseNumber: string;
  verseImage: string;
  verseVideo: string;
  cancel: string;
  save: string;
  missingVerse: string;
  minVerse: string;
  duplicateVerse: (n: number) => string;
  https: string;
  /** A verse past the chapter's count. */
  maxVerse: (max: number) => string;
}

export const verseMediaSectionMessages: ScreenMessages<VerseMediaSectionMessages> = {
  en: {
    heading: 'Verse Media',
    add: '+ Add Verse Media',
    empty: 'No verse media added yet.',
    verse: (n) => `Verse ${n}`,
    video: 'Watch video',
    noVideo: 'No video',
    noImage: 'No image',
    imageAlt: (n) => `Image of verse ${n}`,
    edit: verbs.en.edit,
    editItem: (n) => `Edit verse ${n} media`,
    remove: verbs.en.remove,
    removeItem: (n) => `Remove verse ${n} media`,
    addTitle: 'Add Verse Media',
    editTitle: 'Edit Verse Media',
    verseNumber: verseMediaLabels.en.verse_number,
    verseImage: verseMediaLabels.en.image,
    verseVideo: verseMediaLabels.en.video,
    cancel: verbs.en.cancel,
    save: verbs.en.save,
    missingVerse: 'Please select verse number',
    minVerse: 'Verse number must be a whole number from 1',
    duplicateVerse: (n) => `Verse ${n} media is already added!`,
    https: 'URL must start with https://',
    maxVerse: (max) => `Please enter a verse of this chapter: 1 to ${max}`,
  },
  he: {
    heading: 'מדיה לפסוקים',
    add: '+ הוספת מדיה לפסוק',
    empty: 'עדיין לא נוספה מדיה לפסוקים.',
    verse: (n) => `פסוק ${n}`,
    video: 'צפייה בסרטון',
    noVideo: 'אין סרטון',
    noImage: 'אין תמונה',
    imageAlt: (n) => `תמונה של פסוק ${n}`,
    edit: verbs.he.edit,
    // The button's visible word opens its name (the name must contain what it shows).
    editItem: (n) => `עריכה: המדיה של פסוק ${n}`,
    remove: verbs.he.remove,
    removeItem: (n) => `הסרה: המדיה של פסוק ${n}`,
    addTitle: 'הוספת מדיה לפסוק',
    editTitle: 'עריכת המדיה של הפסוק',
    verseNumber: verseMediaLabels.he.verse_number,
    verseImage: verseMediaLabels.he.image,
    verseVideo: verseMediaLabels.he.video,
    cancel: verbs.he.cancel,
    save: verbs.he.save,
    missingVerse: 'יש לבחור מספר פסוק',
    minVerse: 'מספר הפסוק חייב להיות מספר שלם, 1 ומעלה',
    duplicateVerse: (n) => `כבר נוספה מדיה לפסוק ${n}!`,
    https: 'הכתובת חייבת להתחיל ב־https://',
    maxVerse: (max) => `יש להזין פסוק מפסוקי הפרק: 1 עד ${max}`,
  },
};
