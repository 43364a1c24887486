import { z } from 'zod';
import { recordVersion, timestamp } from '../fields';

export const verse = z.object({
  _id: z.string(),
  chapter_id: z.string(),
  verse_number: z.number().int(),
  verse_image: z.string().nullable(),
  /** Sanitised HTML; `content` and `verse_content` are the same value under both names the spec uses. */
  content: z.string(),
  verse_content: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
  version: recordVersion,
});
export type Verse = z.infer<typeof verse>;
