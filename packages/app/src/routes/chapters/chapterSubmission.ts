import type { ChapterFormSubmission } from '@bible-admin/screens';
import type { CallFiles } from '../../api/encode';

/**
 * The chapter form's values as the add and update calls take them: texts in the body, verse media as
 * `verse_media_json`, and only the files the editor chose (an unchanged image is left out, so the server
 * keeps it; each verse media item's new image goes as `verse_{n}_image`); on update, the `version` the form loaded.
 */
export function chapterRequest(values: ChapterFormSubmission, version?: number) {
  const body = {
    version,
    chapter_name: values.chapter_name,
    verses: values.verses ?? undefined,
    image_buy_link: values.image_buy_link,
    cover_image_buy_link: values.cover_image_buy_link,
    chapter_content: values.chapter_content,
    chapter_audio_content: values.chapter_audio_content,
    verse_media_json: JSON.stringify(
      values.verse_media.map((item) => ({ verse_number: item.verse_number, video: item.video ?? undefined })),
    ),
  };
  const files: CallFiles = { chapter_image: values.chapter_image, cover_image: values.cover_image };
  for (const item of values.verse_media) {
    if (item.image instanceof File) files[`verse_${item.verse_number}_image`] = item.image;
  }
  return { body, files };
}
