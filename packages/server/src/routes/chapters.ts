import { type Chapter, chapterCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { badRequest, conflict, notFound } from '../http/errors';
import type { UploadedFile } from '../http/multipart';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { presentChapter, presentChapterSummary } from '../presenters';
import { checkedImage } from '../http/images';
import type { DecodedImage } from '../media/decodeImage';
import { type MediaChanges, withMediaChanges } from '../media/MediaChanges';
import {
  type ChapterFields,
  chapterMediaKeys,
  deleteChapter,
  findChapter,
  findChapterByNumber,
  insertChapter,
  isUniqueViolation,
  listChapters,
  listVerseMedia,
  lockChapter,
  nextChapterNumber,
  replaceVerseMedia,
  updateChapter,
  type VerseMediaFields,
  type VerseMediaRow,
} from '../repositories/chapters';
import { changedFields, recordAudit } from '../services/audit';
import { htmlToText } from '../text/hebrew';
import { sanitizeRichText } from '../text/sanitize';

export const chapterNotFound = () => notFound('Chapter not found');
const chapterTaken = (chapterNumber: number) =>
  conflict(
    `Chapter ${chapterNumber} already exists`,
    `Another chapter already has the number ${chapterNumber}.`,
  );

const VERSE_IMAGE = /^verse_(\d+)_image$/;

interface ChapterImages {
  chapter?: DecodedImage;
  cover?: DecodedImage;
  /** By verse number. */
  verses: Map<number, DecodedImage>;
}

/**
 * The image parts of a chapter form, each decoded and encoded again before anything is stored (see
 * decodeImage). Parts under other names are ignored (never stored).
 */
async function checkImages(files: Record<string, UploadedFile>, maxPx: number): Promise<ChapterImages> {
  const images: ChapterImages = { verses: new Map() };
  const checked = (file: UploadedFile, label: string) => checkedImage(file, label, maxPx);
  for (const [field, file] of Object.entries(files)) {
    const verse = VERSE_IMAGE.exec(field);
    if (field === 'chapter_image') images.chapter = await checked(file, 'Chapter image');
    else if (field === 'cover_image') images.cover = await checked(file, 'Cover image');
    else if (verse) images.verses.set(Number(verse[1]), await checked(file, `Verse ${verse[1]} image`));
  }
  return images;
}

function checkVerseImagesHaveItems(images: ChapterImages, items: { verse_number: number }[]): void {
  for (const verseNumber of images.verses.keys()) {
    if (!items.some((item) => item.verse_number === verseNumber)) {
      throw badRequest(
        `Verse ${verseNumber} image has no verse media item`,
        `Add verse ${verseNumber} to verse_media_json to attach verse_${verseNumber}_image.`,
      );
    }
  }
}

/** Sanitised rich text that must say something once the markup is gone. */
function requiredRichText(html: string, message: string): string {
  const clean = sanitizeRichText(html);
  if (!htmlToText(clean)) throw badRequest(message);
  return clean;
}

/** The keys of a request's images once stored. */
interface StoredImages {
  chapter?: string;
  cover?: string;
  /** By verse number. */
  verses: Map<number, string>;
}

/** Stores a request's checked images (before its transaction: writing files is slow). */
async function storeImages(changes: MediaChanges, images: ChapterImages): Promise<StoredImages> {
  const store = async (image: ChapterImages['chapter']) =>
    image ? changes.add(image.data, image.ext) : undefined;
  const verses = new Map<number, string>();
  for (const [verseNumber, image] of images.verses)
    verses.set(verseNumber, await changes.add(image.data, image.ext));
  return { chapter: await store(images.chapter), cover: await store(images.cover), verses };
}

/**
 * Pairs every item with its image: the new one, else the kept one; stored images that no item keeps
 * are dropped. `stored` must be read in the transaction that writes the result.
 */
function pairVerseMedia(
  changes: MediaChanges,
  items: { verse_number: number; video?: string | null }[],
  uploads: Map<number, string>,
  stored: VerseMediaRow[],
): VerseMediaFields[] {
  const before = new Map(stored.map((item) => [item.verse_number, item]));
  const result = items.map(({ verse_number, video }) => {
    const previous = before.get(verse_number);
    const image = uploads.get(verse_number) ?? previous?.image ?? null;
    return { id: previous?.id, verse_number, video: video ?? null, image };
  });
  const kept = new Set(result.map((item) => item.image));
  for (const item of stored) if (!kept.has(item.image)) changes.drop(item.image);
  return result;
}

/** What the audit log keeps of a verse media item. */
const auditedVerseMedia = ({ verse_number, image, video }: VerseMediaFields) => ({
  verse_number,
  image,
  video,
});

export async function chapterRoutes(app: FastifyInstance) {
  const { db, media, config } = app.deps;

  const loadChapter = async (id: string): Promise<Chapter> => {
    const row = await findChapter(db, id);
    if (!row) throw chapterNotFound();
    return presentChapter(row, await listVerseMedia(db, id), media);
  };

  registerCall(app, chapterCalls.list, async ({ query }) => {
    const { rows, meta } = await listChapters(db, query);
    return ok({ data: rows.map((row) => presentChapterSummary(row, media)), meta }, 'Chapters');
  });

  registerCall(app, chapterCalls.get, async ({ params }) =>
    ok({ data: await loadChapter(params.id) }, 'Chapter'),
  );

  registerCall(app, chapterCalls.add, async ({ body, files, request }) => {
    const actor = actorOf(request);
    const images = await checkImages(files, config.imageMaxPx);
    if (!images.chapter) throw badRequest('Chapter image is required');
    if (!images.cover) throw badRequest('Cover image is required');
    const chapterContent = requiredRichText(body.chapter_content, 'Chapter content is required');
    const items = body.verse_media_json ?? [];
    checkVerseImagesHaveItems(images, items);
    if (body.chapter_number !== undefined && (await findChapterByNumber(db, body.chapter_number))) {
      throw chapterTaken(body.chapter_number);
    }

    const id = await withMediaChanges(media, async (changes) => {
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
          if (body.chapter_number !== undefined || attempt === 3)
            throw chapterTaken(body.chapter_number ?? 0);
        }
      }
    });
    return ok({ data: await loadChapter(id) }, 'Chapter added successfully!');
  });

  registerCall(app, chapterCalls.update, async ({ params, body, files, request }) => {
    const actor = actorOf(request);
    const before = await findChapter(db, params.id);
    if (!before) throw chapterNotFound();
    // Checked before anything is stored; checked again under the lock below, where it counts.
    const images = await checkImages(files, config.imageMaxPx);
    checkVerseImagesHaveItems(images, body.verse_media_json ?? (await listVerseMedia(db, before.id)));
    const chapterNumber = body.chapter_number ?? before.chapter_number;
    if (chapterNumber !== before.chapter_number && (await findChapterByNumber(db, chapterNumber))) {
      throw chapterTaken(chapterNumber);
    }
    const chapterContent =
      body.chapter_content === undefined
        ? undefined
        : requiredRichText(body.chapter_content, 'Chapter content is required');
    const verseMediaChanged = body.verse_media_json !== undefined || images.verses.size > 0;

    await withMediaChanges(media, async (changes) => {
      const uploads = await storeImages(changes, images);
      try {
        await db.transaction().execute(async (trx) => {
          // The files this update replaces are read under the row's lock, so parallel updates each drop
          // the ones they replaced (read before the lock, two would drop the same file and orphan another).
          const chapter = await lockChapter(trx, before.id);
          if (!chapter) throw chapterNotFound();
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
          await updateChapter(trx, chapter.id, fields);
          let verseMediaChanges = {};
          if (verseMediaChanged) {
            const stored = await listVerseMedia(trx, chapter.id);
            const items = body.verse_media_json ?? stored;
            checkVerseImagesHaveItems(images, items);
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
    return ok({ data: await loadChapter(before.id) }, 'Chapter updated successfully!');
  });

  registerCall(app, chapterCalls.delete, async ({ params, request }) => {
    const chapter = await findChapter(db, params.id);
    if (!chapter) throw chapterNotFound();
    await withMediaChanges(media, (changes) =>
      db.transaction().execute(async (trx) => {
        // Read under the row's lock: narration or an update may have replaced a file meanwhile.
        const current = await lockChapter(trx, chapter.id);
        if (!current) throw chapterNotFound();
        for (const key of await chapterMediaKeys(trx, current)) changes.drop(key);
        await deleteChapter(trx, chapter.id);
        await recordAudit(trx, actorOf(request), {
          type: 'chapter.deleted',
          record: { type: 'chapter', id: chapter.id },
          summary: { chapter_number: current.chapter_number, chapter_name: current.chapter_name },
        });
      }),
    );
    return ok({}, 'Chapter Deleted Successfully');
  });
}
