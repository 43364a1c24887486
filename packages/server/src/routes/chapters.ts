import { type Chapter, chapterCalls, type ChapterSummary } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { badRequest, conflict, notFound } from '../http/errors';
import type { UploadedFile } from '../http/multipart';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { detectImageType, type ImageType } from '../media/imageType';
import { type MediaChanges, withMediaChanges } from '../media/MediaChanges';
import { type MediaStore, mediaUrl } from '../media/MediaStore';
import {
  type ChapterFields,
  type ChapterRow,
  chapterMediaKeys,
  deleteChapter,
  findChapter,
  findChapterByNumber,
  insertChapter,
  isUniqueViolation,
  listChapters,
  listVerseMedia,
  nextChapterNumber,
  replaceVerseMedia,
  updateChapter,
  type VerseMediaFields,
  type VerseMediaRow,
} from '../repositories/chapters';
import { changedFields, recordAudit } from '../services/audit';
import { htmlToText } from '../text/hebrew';
import { sanitizeRichText } from '../text/sanitize';

export function presentChapterSummary(row: ChapterRow, media: MediaStore): ChapterSummary {
  return {
    _id: row.id,
    chapter_number: row.chapter_number,
    chapter_name: row.chapter_name,
    verses: row.verses,
    status: row.status === 'inactive' ? 'inactive' : 'active',
    image_buy_link: row.image_buy_link,
    cover_image_buy_link: row.cover_image_buy_link,
    chapter_image: mediaUrl(media, row.chapter_image),
    chapter_cover_image: mediaUrl(media, row.chapter_cover_image),
    audio_url_male: mediaUrl(media, row.audio_male),
    audio_url_female: mediaUrl(media, row.audio_female),
    has_audio_content: row.audio_plain.trim() !== '',
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function presentChapter(row: ChapterRow, verseMedia: VerseMediaRow[], media: MediaStore): Chapter {
  return {
    ...presentChapterSummary(row, media),
    chapter_content: row.chapter_content,
    chapter_audio_content: row.chapter_audio_content,
    verse_media: verseMedia.map((item) => ({
      id: item.id,
      verse_number: item.verse_number,
      image: mediaUrl(media, item.image),
      video: item.video,
    })),
  };
}

export const chapterNotFound = () => notFound('Chapter not found');
const chapterTaken = (chapterNumber: number) =>
  conflict(
    `Chapter ${chapterNumber} already exists`,
    `Another chapter already has the number ${chapterNumber}.`,
  );

const VERSE_IMAGE = /^verse_(\d+)_image$/;

interface ChapterImages {
  chapter?: ImageType & { data: Buffer };
  cover?: ImageType & { data: Buffer };
  /** By verse number. */
  verses: Map<number, ImageType & { data: Buffer }>;
}

/**
 * The image parts of a chapter form, each checked by its bytes before anything is stored. Parts under
 * other names are ignored (never stored).
 */
function checkImages(files: Record<string, UploadedFile>): ChapterImages {
  const images: ChapterImages = { verses: new Map() };
  const checked = (file: UploadedFile, label: string) => {
    const type = detectImageType(file.data);
    if (!type) {
      throw badRequest(
        `${label} must be a PNG, JPEG, WebP or GIF image`,
        `"${file.filename}" is not one of these formats (checked by its content; SVG is not accepted).`,
      );
    }
    return { ...type, data: file.data };
  };
  for (const [field, file] of Object.entries(files)) {
    const verse = VERSE_IMAGE.exec(field);
    if (field === 'chapter_image') images.chapter = checked(file, 'Chapter image');
    else if (field === 'cover_image') images.cover = checked(file, 'Cover image');
    else if (verse) images.verses.set(Number(verse[1]), checked(file, `Verse ${verse[1]} image`));
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

/** Stores uploaded verse images and pairs every item with its image: the new one, else the kept one. */
async function verseMediaWithImages(
  changes: MediaChanges,
  items: { verse_number: number; video?: string | null }[],
  images: ChapterImages,
  stored: VerseMediaRow[],
): Promise<VerseMediaFields[]> {
  const before = new Map(stored.map((item) => [item.verse_number, item]));
  const result: VerseMediaFields[] = [];
  for (const { verse_number, video } of items) {
    const upload = images.verses.get(verse_number);
    const previous = before.get(verse_number);
    const image = upload ? await changes.add(upload.data, upload.ext) : (previous?.image ?? null);
    result.push({ id: previous?.id, verse_number, video: video ?? null, image });
  }
  const kept = new Set(result.map((item) => item.image));
  for (const item of stored) if (!kept.has(item.image)) changes.drop(item.image);
  return result;
}

export async function chapterRoutes(app: FastifyInstance) {
  const { db, media } = app.deps;

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
    const images = checkImages(files);
    if (!images.chapter) throw badRequest('Chapter image is required');
    if (!images.cover) throw badRequest('Cover image is required');
    const chapterContent = requiredRichText(body.chapter_content, 'Chapter content is required');
    const items = body.verse_media_json ?? [];
    checkVerseImagesHaveItems(images, items);
    if (body.chapter_number !== undefined && (await findChapterByNumber(db, body.chapter_number))) {
      throw chapterTaken(body.chapter_number);
    }
    const { chapter: chapterImage, cover: coverImage } = images;

    const id = await withMediaChanges(media, async (changes) => {
      const fields: Omit<ChapterFields, 'chapter_number'> = {
        chapter_name: body.chapter_name,
        verses: body.verses ?? 0,
        status: body.status ?? 'active',
        image_buy_link: body.image_buy_link ?? null,
        cover_image_buy_link: body.cover_image_buy_link ?? null,
        chapter_image: await changes.add(chapterImage.data, chapterImage.ext),
        chapter_cover_image: await changes.add(coverImage.data, coverImage.ext),
        chapter_content: chapterContent,
        chapter_audio_content: sanitizeRichText(body.chapter_audio_content ?? ''),
      };
      const verseMedia = await verseMediaWithImages(changes, items, images, []);
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
    const chapter = await findChapter(db, params.id);
    if (!chapter) throw chapterNotFound();
    const images = checkImages(files);
    const stored = await listVerseMedia(db, chapter.id);
    const items = body.verse_media_json ?? stored;
    checkVerseImagesHaveItems(images, items);
    const chapterNumber = body.chapter_number ?? chapter.chapter_number;
    if (chapterNumber !== chapter.chapter_number && (await findChapterByNumber(db, chapterNumber))) {
      throw chapterTaken(chapterNumber);
    }
    const chapterContent =
      body.chapter_content === undefined
        ? chapter.chapter_content
        : requiredRichText(body.chapter_content, 'Chapter content is required');

    await withMediaChanges(media, async (changes) => {
      const replaceImage = async (upload: ChapterImages['chapter'], current: string | null) => {
        if (!upload) return current;
        changes.drop(current);
        return changes.add(upload.data, upload.ext);
      };
      const fields: ChapterFields = {
        chapter_number: chapterNumber,
        chapter_name: body.chapter_name ?? chapter.chapter_name,
        verses: body.verses ?? chapter.verses,
        status: body.status ?? chapter.status,
        image_buy_link: body.image_buy_link === undefined ? chapter.image_buy_link : body.image_buy_link,
        cover_image_buy_link:
          body.cover_image_buy_link === undefined ? chapter.cover_image_buy_link : body.cover_image_buy_link,
        chapter_image: await replaceImage(images.chapter, chapter.chapter_image),
        chapter_cover_image: await replaceImage(images.cover, chapter.chapter_cover_image),
        chapter_content: chapterContent,
        chapter_audio_content:
          body.chapter_audio_content === undefined
            ? chapter.chapter_audio_content
            : sanitizeRichText(body.chapter_audio_content),
      };
      const verseMediaChanged = body.verse_media_json !== undefined || images.verses.size > 0;
      const verseMedia = verseMediaChanged ? await verseMediaWithImages(changes, items, images, stored) : [];
      try {
        await db.transaction().execute(async (trx) => {
          await updateChapter(trx, chapter.id, fields);
          if (verseMediaChanged) await replaceVerseMedia(trx, chapter.id, verseMedia);
          await recordAudit(trx, actor, {
            type: 'chapter.updated',
            record: { type: 'chapter', id: chapter.id },
            summary: {
              chapter_name: fields.chapter_name,
              changes: {
                ...changedFields(chapter, fields),
                ...(verseMediaChanged
                  ? changedFields(
                      {
                        verse_media: stored.map(({ verse_number, image, video }) => ({
                          verse_number,
                          image,
                          video,
                        })),
                      },
                      {
                        verse_media: verseMedia.map(({ verse_number, image, video }) => ({
                          verse_number,
                          image,
                          video,
                        })),
                      },
                    )
                  : {}),
              },
            },
          });
        });
      } catch (error) {
        throw isUniqueViolation(error) ? chapterTaken(chapterNumber) : error;
      }
    });
    return ok({ data: await loadChapter(chapter.id) }, 'Chapter updated successfully!');
  });

  registerCall(app, chapterCalls.delete, async ({ params, request }) => {
    const chapter = await findChapter(db, params.id);
    if (!chapter) throw chapterNotFound();
    await withMediaChanges(media, (changes) =>
      db.transaction().execute(async (trx) => {
        // Read again inside the transaction: narration may have replaced an audio file meanwhile.
        const current = await findChapter(trx, chapter.id);
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
