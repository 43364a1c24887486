import type { ChapterStatus } from '@bible-admin/contract';
import type { VerseMediaDraft } from '../VerseMediaSection';
import type { ChapterFormMessages } from './messages';

/** What the chapter form holds: images are a stored URL, a newly chosen file, or null. */
export interface ChapterFormValues {
  chapter_name: string;
  verses: string;
  image_buy_link: string;
  cover_image_buy_link: string;
  chapter_image: File | string | null;
  cover_image: File | string | null;
  chapter_content: string;
  chapter_audio_content: string;
  verse_media: VerseMediaDraft[];
}

export type ChapterFormErrors = Partial<Record<keyof ChapterFormValues, string>>;

const blank = (text: string | undefined) => !text || text.trim() === '';
const wholeNumber = (text: string, min: number) => /^\s*\d+\s*$/.test(text) && Number(text) >= min;
const isWebLink = (text: string) => /^https?:\/\/\S+$/i.test(text.trim()) && URL.canParse(text.trim());

/**
 * The spec's rules: name, chapter image, cover image and content required; total verses required on edit
 * (a whole number when given); buy links, when given, are web addresses.
 */
export function validateChapter(
  values: ChapterFormValues,
  mode: 'add' | 'edit',
  words: ChapterFormMessages,
): ChapterFormErrors {
  const errors: ChapterFormErrors = {};
  if (blank(values.chapter_name)) errors.chapter_name = words.nameRequired;
  if (blank(values.verses)) {
    if (mode === 'edit') errors.verses = words.versesRequired;
  } else if (!wholeNumber(values.verses, 0)) errors.verses = words.versesInvalid;
  if (!blank(values.image_buy_link) && !isWebLink(values.image_buy_link)) {
    errors.image_buy_link = words.imageBuyLinkInvalid;
  }
  if (!blank(values.cover_image_buy_link) && !isWebLink(values.cover_image_buy_link)) {
    errors.cover_image_buy_link = words.coverBuyLinkInvalid;
  }
  if (!values.chapter_image) errors.chapter_image = words.rules.chapter_image_required;
  if (!values.cover_image) errors.cover_image = words.rules.cover_image_required;
  if (blank(values.chapter_content)) errors.chapter_content = words.rules.chapter_content_required;
  return errors;
}

/** The short form: chapter number, verses, status and image, all required. */
export interface ChapterShortFormValues {
  chapter_number: string;
  verses: string;
  status: ChapterStatus | '';
  chapter_image: File | string | null;
}

export function validateChapterShort(
  values: ChapterShortFormValues,
  words: ChapterFormMessages,
): Partial<Record<keyof ChapterShortFormValues, string>> {
  const errors: Partial<Record<keyof ChapterShortFormValues, string>> = {};
  if (blank(values.chapter_number)) errors.chapter_number = words.numberRequired;
  else if (!wholeNumber(values.chapter_number, 1)) errors.chapter_number = words.numberInvalid;
  if (blank(values.verses)) errors.verses = words.versesRequired;
  else if (!wholeNumber(values.verses, 0)) errors.verses = words.versesInvalid;
  if (!values.status) errors.status = words.statusRequired;
  if (!values.chapter_image) errors.chapter_image = words.rules.chapter_image_required;
  return errors;
}
