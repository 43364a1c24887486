/** What the add/edit dialog holds before it is saved. */
export interface VerseMediaInput {
  /** The number field's text ('' when empty). */
  verseNumber: string;
  /** The video URL field's text ('' when none). */
  video: string;
}

export type VerseMediaErrors = {
  verse_number?:
    | { code: 'missing' }
    | { code: 'min' }
    | { code: 'max'; max: number }
    | { code: 'duplicate'; verse: number };
  video?: { code: 'https' };
};

/**
 * The spec's rules for one verse media item: a verse number (whole, at least 1, at most the chapter's verse count
 * when it has one) not already in the list (the item being edited aside), and a video URL, when given, that
 * starts with https://.
 */
export function validateVerseMedia(
  input: VerseMediaInput,
  existing: readonly { id: string; verse_number: number }[],
  editingId?: string,
  verseCount?: number,
): VerseMediaErrors {
  const errors: VerseMediaErrors = {};
  const text = input.verseNumber.trim();
  const verse = Number(text);
  if (text === '') errors.verse_number = { code: 'missing' };
  else if (!Number.isInteger(verse) || verse < 1) errors.verse_number = { code: 'min' };
  else if (verseCount && verse > verseCount) errors.verse_number = { code: 'max', max: verseCount };
  else if (existing.some((item) => item.verse_number === verse && item.id !== editingId)) {
    errors.verse_number = { code: 'duplicate', verse };
  }
  const video = input.video.trim();
  if (video !== '' && !/^https:\/\/\S+$/i.test(video)) errors.video = { code: 'https' };
  return errors;
}

export function hasErrors(errors: VerseMediaErrors): boolean {
  return Boolean(errors.verse_number || errors.video);
}
