import { richTextToPlain } from '../../internal/ScriptureHtml';
import type { ConflictField } from '../common/ConflictNotice';
import type { VerseMediaDraft } from '../VerseMediaSection';
import type { ChapterFormMessages } from './messages';
import type { ChapterFormValues } from './validate';

/** The verse media as a line: each item's verse number, with its video address when it has one. */
const verseMediaText = (items: readonly VerseMediaDraft[]) =>
  items
    .map(({ verse_number, video }) => (video ? `${verse_number} ${video}` : String(verse_number)))
    .join(', ');

/**
 * What a chapter's conflict notice compares: their stored chapter and the form's values (`yours`), both as the
 * form holds them; the pictures by whether each side replaced the one the form loaded (`loaded`).
 */
export function chapterConflictFields(
  theirs: ChapterFormValues,
  loaded: ChapterFormValues,
  yours: ChapterFormValues,
  words: ChapterFormMessages,
): ConflictField[] {
  const text = (
    label: string,
    key: 'chapter_name' | 'verses' | 'image_buy_link' | 'cover_image_buy_link',
  ) => ({
    label,
    theirs: theirs[key],
    yours: yours[key],
  });
  const picture = (label: string, key: 'chapter_image' | 'cover_image') => ({
    label,
    changed: { theirs: theirs[key] !== loaded[key], yours: yours[key] !== loaded[key] },
  });
  const richText = (label: string, key: 'chapter_content' | 'chapter_audio_content') => ({
    label,
    theirs: richTextToPlain(theirs[key] ?? ''),
    yours: richTextToPlain(yours[key] ?? ''),
    scripture: true,
  });
  return [
    text(words.chapterName, 'chapter_name'),
    text(words.totalVerses, 'verses'),
    text(words.imageBuyLink, 'image_buy_link'),
    text(words.coverBuyLink, 'cover_image_buy_link'),
    picture(words.chapterImage, 'chapter_image'),
    picture(words.coverImage, 'cover_image'),
    richText(words.content, 'chapter_content'),
    richText(words.audioContent, 'chapter_audio_content'),
    {
      label: words.verseMedia,
      theirs: verseMediaText(theirs.verse_media),
      yours: verseMediaText(yours.verse_media),
    },
  ];
}
