import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findChapterByNumber, insertChapter, updateChapter } from '../repositories/chapters';
import { insertVerses, listVerses, updateVerse, type VerseFields } from '../repositories/verses';
import { hebrewNumeral } from '../text/hebrewNumeral';
import type { BookChapter, BookFile } from './bookFile';

export interface ImportResult {
  chapters: { created: number; updated: number };
  verses: { created: number; updated: number };
}

const escapeHtml = (text: string) => text.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The reading text: one paragraph per verse, led by its number in Hebrew letters. */
export function chapterContentHtml(chapter: BookChapter): string {
  return chapter.verses
    .map((verse) => `<p><strong>${hebrewNumeral(verse.verse)}</strong> ${escapeHtml(verse.text)}</p>`)
    .join('');
}

/** The narrated text: the verses without their numbers, so the voice reads only scripture. */
export function chapterAudioHtml(chapter: BookChapter): string {
  return chapter.verses.map((verse) => `<p>${escapeHtml(verse.text)}</p>`).join('');
}

export const chapterName = (book: BookFile, chapter: BookChapter) =>
  `${book.book_he} פרק ${hebrewNumeral(chapter.chapter)}`;

/**
 * Loads a book into the database in one transaction, keyed by chapter number and verse number, so a
 * second run updates the same rows. The import owns the name, the text, the audio content and the
 * verse count; images, links, status and generated narration are left as they are.
 */
export async function importBook(db: Kysely<Database>, book: BookFile): Promise<ImportResult> {
  const result: ImportResult = { chapters: { created: 0, updated: 0 }, verses: { created: 0, updated: 0 } };
  await db.transaction().execute(async (trx) => {
    for (const chapter of book.chapters) {
      const text = {
        chapter_name: chapterName(book, chapter),
        chapter_content: chapterContentHtml(chapter),
        chapter_audio_content: chapterAudioHtml(chapter),
        verses: chapter.verses.length,
      };
      const existing = await findChapterByNumber(trx, chapter.chapter);
      let chapterId: string;
      if (existing) {
        await updateChapter(trx, existing.id, { ...existing, ...text });
        chapterId = existing.id;
        result.chapters.updated++;
      } else {
        const row = await insertChapter(trx, {
          ...text,
          chapter_number: chapter.chapter,
          status: 'active',
          image_buy_link: null,
          cover_image_buy_link: null,
          chapter_image: null,
          chapter_cover_image: null,
        });
        chapterId = row.id;
        result.chapters.created++;
      }

      const stored = new Map((await listVerses(trx, chapterId)).map((verse) => [verse.verse_number, verse]));
      const added: VerseFields[] = [];
      for (const verse of chapter.verses) {
        const fields = {
          chapter_id: chapterId,
          verse_number: verse.verse,
          content: `<p>${escapeHtml(verse.text)}</p>`,
        };
        const current = stored.get(verse.verse);
        if (!current) {
          added.push(fields);
        } else if (current.content !== fields.content) {
          await updateVerse(trx, current.id, { ...fields, verse_image: current.verse_image });
          result.verses.updated++;
        }
      }
      await insertVerses(trx, added);
      result.verses.created += added.length;
    }
  });
  return result;
}
