import type { Generated } from 'kysely';

/**
 * Tables of chapters, verses and verse media (migration 002_content). Same portable types as the core:
 * text ids, ISO-8601 text timestamps. Files are media keys (MediaStore), never addresses.
 * Rich text is stored sanitised; each has a derived plain form (no tags, vowel points or
 * cantillation) for search and speech.
 */

export interface ChaptersTable {
  id: string;
  /** Unique; the next free number when not given. */
  chapter_number: number;
  chapter_name: string;
  /** Total verses, as entered by the admin. */
  verses: number;
  status: 'active' | 'inactive';
  image_buy_link: string | null;
  cover_image_buy_link: string | null;
  /** Media keys. */
  chapter_image: string | null;
  chapter_cover_image: string | null;
  chapter_content: string;
  chapter_audio_content: string;
  /** Derived from chapter_content and the name: lower-cased, no tags, points or cantillation. */
  search: string;
  /** Derived from chapter_audio_content; empty means there is nothing to narrate. */
  audio_plain: string;
  /** Media keys of the narration MP3s. */
  audio_male: string | null;
  audio_female: string | null;
  created_at: string;
  /** 1 when created, +1 with every save (migration 019). */
  version: Generated<number>;
  updated_at: string;
}

export interface VersesTable {
  id: string;
  chapter_id: string;
  /** From 1, unique within the chapter. */
  verse_number: number;
  /** Media key. */
  verse_image: string | null;
  content: string;
  /** Derived from content: no tags, points or cantillation. */
  content_plain: string;
  created_at: string;
  /** 1 when created, +1 with every save (migration 019). */
  version: Generated<number>;
  updated_at: string;
}

export interface VerseMediaTable {
  id: string;
  chapter_id: string;
  /** From 1, unique within the chapter. */
  verse_number: number;
  /** Media key. */
  image: string | null;
  /** An https:// address. */
  video: string | null;
  created_at: string;
}

export interface ContentTables {
  chapters: ChaptersTable;
  verses: VersesTable;
  verse_media: VerseMediaTable;
}
