import type { Chapter } from '@bible-admin/contract';
import type { ChapterFormSubmission } from './ChapterForm';
import type { ChapterFormValues } from './validate';

/** The chapter's values as the form starts from them. */
export function initialValuesOf(chapter: Chapter | null | undefined): ChapterFormValues {
  return {
    chapter_name: chapter?.chapter_name ?? '',
    verses: chapter ? String(chapter.verses) : '',
    image_buy_link: chapter?.image_buy_link ?? '',
    cover_image_buy_link: chapter?.cover_image_buy_link ?? '',
    chapter_image: chapter?.chapter_image ?? null,
    cover_image: chapter?.chapter_cover_image ?? null,
    chapter_content: chapter?.chapter_content ?? '',
    chapter_audio_content: chapter?.chapter_audio_content ?? '',
    verse_media: chapter?.verse_media.map((item) => ({ ...item })) ?? [],
  };
}

export function toSubmission(values: ChapterFormValues): ChapterFormSubmission {
  const changed = (image: File | string | null) => (image instanceof File ? image : null);
  return {
    chapter_name: values.chapter_name.trim(),
    verses: values.verses.trim() === '' ? null : Number(values.verses),
    image_buy_link: values.image_buy_link.trim(),
    cover_image_buy_link: values.cover_image_buy_link.trim(),
    chapter_image: changed(values.chapter_image),
    cover_image: changed(values.cover_image),
    chapter_content: values.chapter_content,
    chapter_audio_content: values.chapter_audio_content,
    verse_media: values.verse_media,
  };
}
