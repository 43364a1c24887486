import type { Verse } from '@bible-admin/contract';
import { richTextToPlain } from '../../internal/ScriptureHtml';
import type { ConflictField } from '../common/ConflictNotice';
import type { VerseFormMessages } from './messages';
import type { VerseFormSubmission } from './VerseForm';

/** What the verse form holds. */
export interface VerseValues {
  verse_number: string;
  verse_content: string;
}

/** The verse's values as the form starts from them (empty to add one). */
export const valuesOf = (verse: Verse | null | undefined): VerseValues => ({
  verse_number: verse ? String(verse.verse_number) : '',
  verse_content: verse ? verse.verse_content || verse.content : '',
});

export const toSubmission = (chapterId: string, values: VerseValues): VerseFormSubmission => ({
  chapter_id: chapterId,
  verse_number: Number(values.verse_number.trim()),
  verse_content: values.verse_content,
});

/** The spec's rules: a verse number (a whole number from 1) and some content. */
export function validateVerse(values: VerseValues, words: VerseFormMessages) {
  const errors: Partial<Record<keyof VerseValues, string>> = {};
  const number = values.verse_number?.trim() ?? '';
  if (number === '') errors.verse_number = words.verseNumberMissing;
  else if (!/^\d+$/.test(number) || Number(number) < 1) errors.verse_number = words.verseNumberInvalid;
  if (!values.verse_content?.trim()) errors.verse_content = words.rules.verse_content_required;
  return errors;
}

/** The spec's checks before any call: the ids come from the route, not from the editor. */
export function missingIdOf(
  mode: 'add' | 'edit',
  chapterId: string | null | undefined,
  verseId: string | null | undefined,
  words: VerseFormMessages,
): string | null {
  if (!chapterId) return words.chapterIdMissing;
  return mode === 'edit' && !verseId ? words.verseIdMissing : null;
}

/** What a verse's conflict notice compares: their stored verse and the form's values. */
export const verseConflictFields = (
  theirs: VerseValues,
  yours: VerseValues,
  words: VerseFormMessages,
): ConflictField[] => [
  { label: words.verseNumber, theirs: theirs.verse_number, yours: yours.verse_number },
  {
    label: words.verseContent,
    theirs: richTextToPlain(theirs.verse_content),
    yours: richTextToPlain(yours.verse_content ?? ''),
    scripture: true,
  },
];
