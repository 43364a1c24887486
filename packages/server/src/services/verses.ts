import type { verseCalls } from '@bible-admin/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { ConflictError } from '../domain/errors';
import { withMediaChanges } from '../media/MediaChanges';
import type { MediaStore } from '../media/MediaStore';
import { isUniqueViolation } from '../repositories/chapters';
import {
  deleteVerse,
  findVerseByNumber,
  insertVerse,
  raiseChapterVerses,
  updateVerse,
  type VerseRow,
} from '../repositories/verses';
import { type AuditActor, changedFields, recordAudit } from './audit';
import { requireChapter, requireVerse } from './require';
import { requiredRichText } from './richText';

/** What saving, changing and deleting a verse means: its chapter exists, its number is free, its text says something. */

type Db = Kysely<Database>;
export type VerseInput = z.output<(typeof verseCalls.save)['body']>;
export type EditVerseInput = z.output<(typeof verseCalls.update)['body']>;

const verseTaken = (verseNumber: number) =>
  new ConflictError(
    'verse_number_taken',
    `Verse ${verseNumber} already exists in this chapter`,
    'Choose another verse number or edit that verse.',
  );

/** The checked fields of a save or update: the chapter exists, the content says something, the number is free. */
async function verseFields(db: Db, body: VerseInput, verseId: string | null) {
  await requireChapter(db, body.chapter_id);
  const content = requiredRichText(
    body.verse_content,
    'verse_content_required',
    'Please enter verse content',
  );
  const holder = await findVerseByNumber(db, body.chapter_id, body.verse_number);
  if (holder && holder.id !== verseId) throw verseTaken(body.verse_number);
  return { chapter_id: body.chapter_id, verse_number: body.verse_number, content };
}

/** A write that lost a race for the number is the same conflict as one caught by the check. */
async function uniqueNumber<T>(verseNumber: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? verseTaken(verseNumber) : error;
  }
}

export async function addVerse(db: Db, body: VerseInput, actor: AuditActor): Promise<VerseRow> {
  const fields = await verseFields(db, body, null);
  return uniqueNumber(fields.verse_number, () =>
    db.transaction().execute(async (trx) => {
      const row = await insertVerse(trx, fields);
      await raiseChapterVerses(trx, row.chapter_id, row.verse_number);
      await recordAudit(trx, actor, {
        type: 'verse.created',
        record: { type: 'verse', id: row.id },
        summary: { chapter_id: row.chapter_id, verse_number: row.verse_number },
      });
      return row;
    }),
  );
}

/**
 * Changes a verse (its image is kept) and returns it as stored; with `body.version`, only the verse still at
 * that version (else StaleVersionError).
 */
export async function editVerse(
  db: Db,
  id: string,
  body: EditVerseInput,
  actor: AuditActor,
): Promise<VerseRow> {
  const verse = await requireVerse(db, id);
  const fields = await verseFields(db, body, verse.id);
  await uniqueNumber(fields.verse_number, () =>
    db.transaction().execute(async (trx) => {
      await updateVerse(trx, verse.id, { ...fields, verse_image: verse.verse_image }, body.version);
      await raiseChapterVerses(trx, fields.chapter_id, fields.verse_number);
      await recordAudit(trx, actor, {
        type: 'verse.updated',
        record: { type: 'verse', id: verse.id },
        summary: {
          chapter_id: fields.chapter_id,
          verse_number: fields.verse_number,
          // The content as the verse calls name it (`verse_content`; its column is `content`).
          changes: changedFields(
            { ...verse, verse_content: verse.content },
            {
              chapter_id: fields.chapter_id,
              verse_number: fields.verse_number,
              verse_content: fields.content,
            },
          ),
        },
      });
    }),
  );
  return requireVerse(db, verse.id);
}

/** Deletes a verse and its image. */
export async function removeVerse(
  { db, media }: { db: Db; media: MediaStore },
  id: string,
  actor: AuditActor,
): Promise<void> {
  const verse = await requireVerse(db, id);
  await withMediaChanges(media, async (changes) => {
    changes.drop(verse.verse_image);
    await db.transaction().execute(async (trx) => {
      await deleteVerse(trx, verse.id);
      await recordAudit(trx, actor, {
        type: 'verse.deleted',
        record: { type: 'verse', id: verse.id },
        summary: { chapter_id: verse.chapter_id, verse_number: verse.verse_number },
      });
    });
  });
}
