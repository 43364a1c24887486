import { z } from 'zod';
import { chapterStatuses } from '../constants';
import { recordVersion, timestamp } from '../fields';

/** A picture and/or video attached to one verse of a chapter. */
export const verseMediaItem = z.object({
  id: z.string(),
  verse_number: z.number().int(),
  /** Address of the image under /media, or null. */
  image: z.string().nullable(),
  /** An https:// video address, or null. */
  video: z.string().nullable(),
});
export type VerseMediaItem = z.infer<typeof verseMediaItem>;

/** A chapter as the list shows it: no rich text, but whether audio content exists. */
export const chapterSummary = z.object({
  _id: z.string(),
  chapter_number: z.number().int(),
  chapter_name: z.string(),
  /** Total number of verses, as entered. */
  verses: z.number().int(),
  status: z.enum(chapterStatuses),
  image_buy_link: z.string().nullable(),
  cover_image_buy_link: z.string().nullable(),
  /** Addresses under /media, or null. */
  chapter_image: z.string().nullable(),
  chapter_cover_image: z.string().nullable(),
  /** Narration MP3 addresses, null until generated. */
  audio_url_male: z.string().nullable(),
  audio_url_female: z.string().nullable(),
  /** Narration can be generated only when true. */
  has_audio_content: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ChapterSummary = z.infer<typeof chapterSummary>;

/** A chapter with its (sanitised HTML) content and verse media. */
export const chapter = chapterSummary.extend({
  chapter_content: z.string(),
  /** The text narrated by generate-speech; empty when none. */
  chapter_audio_content: z.string(),
  verse_media: z.array(verseMediaItem),
  version: recordVersion,
});
export type Chapter = z.infer<typeof chapter>;
