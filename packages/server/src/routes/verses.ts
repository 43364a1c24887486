import { verseCalls, type Verse } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { badRequest, conflict, notFound } from '../http/errors';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { withMediaChanges } from '../media/MediaChanges';
import { type MediaStore, mediaUrl } from '../media/MediaStore';
import { findChapter, isUniqueViolation } from '../repositories/chapters';
import {
  deleteVerse,
  findVerse,
  findVerseByNumber,
  insertVerse,
  listVerses,
  updateVerse,
  type VerseRow,
} from '../repositories/verses';
import { changedFields, recordAudit } from '../services/audit';
import { htmlToText } from '../text/hebrew';
import { sanitizeRichText } from '../text/sanitize';
import { presentChapterSummary } from '../presenters';
import { chapterNotFound } from './chapters';

function presentVerse(row: VerseRow, media: MediaStore): Verse {
  return {
    _id: row.id,
    chapter_id: row.chapter_id,
    verse_number: row.verse_number,
    verse_image: mediaUrl(media, row.verse_image),
    content: row.content,
    verse_content: row.content,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const verseNotFound = () => notFound('Verse not found');
const verseTaken = (verseNumber: number) =>
  conflict(
    `Verse ${verseNumber} already exists in this chapter`,
    'Choose another verse number or edit that verse.',
  );

export async function verseRoutes(app: FastifyInstance) {
  const { db, media } = app.deps;

  /** The checked fields of a save or update: the chapter exists, the content says something, the number is free. */
  async function verseFields(
    body: { chapter_id: string; verse_number: number; verse_content: string },
    verseId: string | null,
  ) {
    if (!(await findChapter(db, body.chapter_id))) throw chapterNotFound();
    const content = sanitizeRichText(body.verse_content);
    if (!htmlToText(content)) throw badRequest('Please enter verse content');
    const holder = await findVerseByNumber(db, body.chapter_id, body.verse_number);
    if (holder && holder.id !== verseId) throw verseTaken(body.verse_number);
    return { chapter_id: body.chapter_id, verse_number: body.verse_number, content };
  }

  /** A write that lost a race for the number is the same 409 as one caught by the check. */
  const uniqueNumber = async <T>(verseNumber: number, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      throw isUniqueViolation(error) ? verseTaken(verseNumber) : error;
    }
  };

  registerCall(app, verseCalls.byChapter, async ({ params }) => {
    const chapter = await findChapter(db, params.id);
    if (!chapter) throw chapterNotFound();
    const verses = await listVerses(db, chapter.id);
    return ok(
      {
        verses: verses.map((row) => presentVerse(row, media)),
        chapter: presentChapterSummary(chapter, media),
      },
      'Verses',
    );
  });

  registerCall(app, verseCalls.save, async ({ body, request }) => {
    const fields = await verseFields(body, null);
    const row = await uniqueNumber(fields.verse_number, () =>
      db.transaction().execute(async (trx) => {
        const row = await insertVerse(trx, fields);
        await recordAudit(trx, actorOf(request), {
          type: 'verse.created',
          record: { type: 'verse', id: row.id },
          summary: { chapter_id: row.chapter_id, verse_number: row.verse_number },
        });
        return row;
      }),
    );
    return ok({ data: presentVerse(row, media) }, 'Verse saved successfully');
  });

  registerCall(app, verseCalls.get, async ({ params }) => {
    const row = await findVerse(db, params.id);
    if (!row) throw verseNotFound();
    return ok({ data: presentVerse(row, media) }, 'Verse');
  });

  registerCall(app, verseCalls.update, async ({ params, body, request }) => {
    const verse = await findVerse(db, params.id);
    if (!verse) throw verseNotFound();
    const fields = await verseFields(body, verse.id);
    await uniqueNumber(fields.verse_number, () =>
      db.transaction().execute(async (trx) => {
        await updateVerse(trx, verse.id, { ...fields, verse_image: verse.verse_image });
        await recordAudit(trx, actorOf(request), {
          type: 'verse.updated',
          record: { type: 'verse', id: verse.id },
          summary: { chapter_id: fields.chapter_id, changes: changedFields(verse, fields) },
        });
      }),
    );
    const row = await findVerse(db, verse.id);
    if (!row) throw verseNotFound();
    return ok({ data: presentVerse(row, media) }, 'Verse updated successfully');
  });

  registerCall(app, verseCalls.delete, async ({ params, request }) => {
    const verse = await findVerse(db, params.id);
    if (!verse) throw verseNotFound();
    await withMediaChanges(media, async (changes) => {
      changes.drop(verse.verse_image);
      await db.transaction().execute(async (trx) => {
        await deleteVerse(trx, verse.id);
        await recordAudit(trx, actorOf(request), {
          type: 'verse.deleted',
          record: { type: 'verse', id: verse.id },
          summary: { chapter_id: verse.chapter_id, verse_number: verse.verse_number },
        });
      });
    });
    return ok({}, 'Verse deleted successfully');
  });
}
