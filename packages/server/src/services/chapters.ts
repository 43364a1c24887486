import type { chapterCalls } from '@bible-admin/contract';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import { ConflictError, InvalidError } from '../domain/errors';
import { withMediaChanges } from '../media/MediaChanges';
import {
  type ChapterFields,
  type ChapterRow,
  chapterMediaKeys,
  deleteChapter,
  findChapterByNumber,
  insertChapter,
  isUniqueViolation,
  listVerseMedia,
  lockChapter,
  nextChapterNumber,
  replaceVerseMedia,
  updateChapter,
  type VerseMediaRow,
} from '../repositories/chapters';
import { highestVerseNumber } from '../repositories/verses';
import { sanitizeRichText } from '../text/sanitize';
import { type AuditActor, changedFields, recordAudit } from './audit';
import { checkImages, checkVerseImagesHaveItems, storeImages } from './chapterImages';
import type { Upload } from './images';
import { requireChapter } from './require';
import { requiredRichText } from './richText';
import { auditedVerseMedia, pairVerseMedia } from './verseMedia';

/** What adding, changing and deleting a chapter means: its images, rich text, verse media and audit event. */

type ChapterDeps = Pick<AppDeps, 'db' | 'media' | 'config'>;
export type AddChapterInput = z.output<(typeof chapterCalls.add)['body']>;
export type EditChapterInput = z.output<(typeof chapterCalls.update)['body']>;

const CHAPTER_CONTENT_REQUIRED = 'Chapter content is required';

const chapterTaken = (chapterNumber: number) =>
  new ConflictError(
    'chapter_number_taken',
    `Chapter ${chapterNumber} already exists`,
    `Another chapter already has the number ${chapterNumber}.`,
  );

/** A chapter's count may not leave out a verse it has. */
async function checkVerseCount(db: ChapterDeps['db'], chapterId: string, verses: number) {
  const highest = await highestVerseNumber(db, chapterId);
  if (verses < highest) {
    throw new InvalidError(
      'verses_below_highest_verse',
      `Total verses cannot be less than ${highest}: the chapter has verse ${highest}`,
    );
  }
}

/** Verse media may name only a verse of the chapter: 1 to its count (any, while an added chapter has none yet). */
function checkVerseMediaInChapter(items: readonly { verse_number: number }[], verses: number) {
  const outside = items.find((item) => verses > 0 && item.verse_number > verses);
  if (outside) {
    throw new InvalidError(
      'verse_not_in_chapter',
      `Verse ${outside.verse_number} is not in this chapter: it has ${verses} verses`,
    );
  }
}

/** A chapter with its verse media, as the details show it. */
export async function chapterWithMedia(
  db: ChapterDeps['db'],
  id: string,
): Promise<{ chapter: ChapterRow; verseMedia: VerseMediaRow[] }> {
  const chapter = await requireChapter(db, id);
  return { chapter, verseMedia: await listVerseMedia(db, id) };
}

/** Adds a chapter with its images and verse media; returns its id. */
export async function addChapter(
  { db, media, config }: ChapterDeps,
  body: AddChapterInput,
  files: Record<string, Upload>,
  actor: AuditActor,
): Promise<string> {
  const images = await checkImages(files, config);
  if (!images.chapter) throw new InvalidError('chapter_image_required', 'Chapter image is required');
  if (!images.cover) throw new InvalidError('cover_image_required', 'Cover image is required');
  const chapterContent = requiredRichText(
    body.chapter_content,
    'chapter_content_required',
    CHAPTER_CONTENT_REQUIRED,
  );
  const items = body.verse_media_json ?? [];
  checkVerseImagesHaveItems(images, items);
  checkVerseMediaInChapter(items, body.verses ?? 0);
  if (body.chapter_number !== undefined && (await findChapterByNumber(db, body.chapter_number))) {
    throw chapterTaken(body.chapter_number);
  }

  return withMediaChanges(media, async (changes) => {
    const uploads = await storeImages(changes, images);
    const fields: Omit<ChapterFields, 'chapter_number'> = {
      chapter_name: body.chapter_name,
      verses: body.verses ?? 0,
      status: body.status ?? 'active',
      image_buy_link: body.image_buy_link ?? null,
      cover_image_buy_link: body.cover_image_buy_link ?? null,
      chapter_image: uploads.chapter ?? null,
      chapter_cover_image: uploads.cover ?? null,
      chapter_content: chapterContent,
      chapter_audio_content: sanitizeRichText(body.chapter_audio_content ?? ''),
    };
    const verseMedia = pairVerseMedia(changes, items, uploads.verses, []);
    // Without a given number, two adds at once may pick the same next one: the loser tries again.
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction().execute(async (trx) => {
          const chapterNumber = body.chapter_number ?? (await nextChapterNumber(trx));
          const row = await insertChapter(trx, { ...fields, chapter_number: chapterNumber });
          await replaceVerseMedia(trx, row.id, verseMedia);
          await recordAudit(trx, actor, {
            type: 'chapter.created',
            record: { type: 'chapter', id: row.id },
            summary: {
              chapter_number: row.chapter_number,
              chapter_name: row.chapter_name,
              verses: row.verses,
              status: row.status,
              verse_media: verseMedia.length,
            },
          });
          return row.id;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (body.chapter_number !== undefined || attempt === 3) throw chapterTaken(body.chapter_number ?? 0);
      }
    }
  });
}

/**
 * Changes the given fields of a chapter; new images replace the stored ones, which are then deleted. With
 * `body.version`, only the chapter still at that version (else StaleVersionError).
 */
export async function editChapter(
  { db, media, config }: ChapterDeps,
  id: string,
  body: EditChapterInput,
  files: Record<string, Upload>,
  actor: AuditActor,
): Promise<void> {
  const before = await requireChapter(db, id);
  // Checked before anything is stored; checked again under the lock below, where it counts.
  const images = await checkImages(files, config);
  checkVerseImagesHaveItems(images, body.verse_media_json ?? (await listVerseMedia(db, before.id)));
  const chapterNumber = body.chapter_number ?? before.chapter_number;
  if (chapterNumber !== before.chapter_number && (await findChapterByNumber(db, chapterNumber))) {
    throw chapterTaken(chapterNumber);
  }
  const chapterContent =
    body.chapter_content === undefined
      ? undefined
      : requiredRichText(body.chapter_content, 'chapter_content_required', CHAPTER_CONTENT_REQUIRED);
  const verseMediaChanged = body.verse_media_json !== undefined || images.verses.size > 0;

  await withMediaChanges(media, async (changes) => {
    const uploads = await storeImages(changes, images);
    try {
      await db.transaction().execute(async (trx) => {
        // The files this update replaces are read under the row's lock, so parallel updates each drop
        // the ones they replaced (read before the lock, two would drop the same file and orphan another).
        const chapter = await requireChapter(trx, before.id, lockChapter);
        const replace = (upload: string | undefined, current: string | null) => {
          if (!upload) return current;
          changes.drop(current);
          return upload;
        };
        const fields: ChapterFields = {
          chapter_number: body.chapter_number ?? chapter.chapter_number,
          chapter_name: body.chapter_name ?? chapter.chapter_name,
          verses: body.verses ?? chapter.verses,
          status: body.status ?? chapter.status,
          image_buy_link: body.image_buy_link === undefined ? chapter.image_buy_link : body.image_buy_link,
          cover_image_buy_link:
            body.cover_image_buy_link === undefined
              ? chapter.cover_image_buy_link
              : body.cover_image_buy_link,
          chapter_image: replace(uploads.chapter, chapter.chapter_image),
          chapter_cover_image: replace(uploads.cover, chapter.chapter_cover_image),
          chapter_content: chapterContent ?? chapter.chapter_content,
          chapter_audio_content:
            body.chapter_audio_content === undefined
              ? chapter.chapter_audio_content
              : sanitizeRichText(body.chapter_audio_content),
        };
        await checkVerseCount(trx, chapter.id, fields.verses);
        await updateChapter(trx, chapter.id, fields, body.version);
        let verseMediaChanges = {};
        if (!verseMediaChanged && fields.verses < chapter.verses) {
          checkVerseMediaInChapter(await listVerseMedia(trx, chapter.id), fields.verses);
        }
        if (verseMediaChanged) {
          const stored = await listVerseMedia(trx, chapter.id);
          const items = body.verse_media_json ?? stored;
          checkVerseImagesHaveItems(images, items);
          checkVerseMediaInChapter(items, fields.verses);
          const verseMedia = pairVerseMedia(changes, items, uploads.verses, stored);
          await replaceVerseMedia(trx, chapter.id, verseMedia);
          verseMediaChanges = changedFields(
            { verse_media: stored.map(auditedVerseMedia) },
            { verse_media: verseMedia.map(auditedVerseMedia) },
          );
        }
        await recordAudit(trx, actor, {
          type: 'chapter.updated',
          record: { type: 'chapter', id: chapter.id },
          summary: {
            chapter_name: fields.chapter_name,
            changes: { ...changedFields(chapter, fields), ...verseMediaChanges },
          },
        });
      });
    } catch (error) {
      throw isUniqueViolation(error) ? chapterTaken(chapterNumber) : error;
    }
  });
}

/** Deletes a chapter with its verses, verse media and every file they reference. */
export async function removeChapter(
  { db, media }: ChapterDeps,
  id: string,
  actor: AuditActor,
): Promise<void> {
  const chapter = await requireChapter(db, id);
  await withMediaChanges(media, (changes) =>
    db.transaction().execute(async (trx) => {
      // Read under the row's lock: narration or an update may have replaced a file meanwhile.
      const current = await requireChapter(trx, chapter.id, lockChapter);
      for (const key of await chapterMediaKeys(trx, current)) changes.drop(key);
      await deleteChapter(trx, chapter.id);
      await recordAudit(trx, actor, {
        type: 'chapter.deleted',
        record: { type: 'chapter', id: chapter.id },
        summary: { chapter_number: current.chapter_number, chapter_name: current.chapter_name },
      });
    }),
  );
}
