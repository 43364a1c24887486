import { fileURLToPath } from 'node:url';
import type { AppDeps } from '../deps';
import { readBookFile } from '../importer/bookFile';
import { DomainError } from '../domain/errors';
import { importBook } from '../importer/importBook';
import { findChapterByNumber, replaceVerseMedia, updateChapter } from '../repositories/chapters';
import { SYSTEM_ACTOR } from '../services/audit';
import { createNarrator } from '../services/narration';
import { demoPicture, type Rgb } from './contentPng';

const DEMO_BOOK = fileURLToPath(new URL('./content-genesis.json', import.meta.url));

// Sky and land colours per chapter: creation at night, the garden, the evening of the fall, the fields.
const PALETTES: [Rgb, Rgb][] = [
  [
    [40, 60, 120],
    [30, 30, 45],
  ],
  [
    [120, 180, 220],
    [70, 130, 60],
  ],
  [
    [220, 140, 80],
    [110, 80, 50],
  ],
  [
    [150, 170, 200],
    [150, 120, 60],
  ],
];

/**
 * Demo chapters for `npm start`: the opening verses of Genesis 1-4 (a small file in this folder) with
 * Hebrew names, reading and audio content, verses, generated pictures, verse media on chapter 1 and its
 * male narration already generated; chapter 4 has no audio content. Narration failing (a cloud engine
 * without network, say) only leaves chapter 1 without audio.
 */
export async function loadDemoContent(
  deps: Pick<AppDeps, 'db' | 'media' | 'speech' | 'locks' | 'lifecycle'>,
): Promise<void> {
  const { db, media } = deps;
  const book = await readBookFile(DEMO_BOOK);
  await importBook(db, book);

  for (const [index, { chapter: number }] of book.chapters.entries()) {
    const chapter = await findChapterByNumber(db, number);
    if (!chapter) continue;
    const [sky, land] = PALETTES[index % PALETTES.length]!;
    await updateChapter(db, chapter.id, {
      ...chapter,
      chapter_image: await media.put(demoPicture(640, 400, sky, land, number), 'png'),
      chapter_cover_image: await media.put(demoPicture(960, 320, land, sky, number + 7), 'png'),
      image_buy_link: `https://shop.example.com/genesis/${number}/print`,
      cover_image_buy_link: `https://shop.example.com/genesis/${number}/cover`,
      ...(number === 4 ? { chapter_audio_content: '' } : {}),
    });
    if (number === 1) {
      await replaceVerseMedia(db, chapter.id, [
        {
          verse_number: 1,
          image: await media.put(demoPicture(640, 400, [10, 10, 30], [20, 20, 40], 11), 'png'),
          video: 'https://www.youtube.com/watch?v=creation',
        },
        { verse_number: 3, image: null, video: 'https://www.youtube.com/watch?v=light' },
      ]);
    }
  }

  const first = await findChapterByNumber(db, book.chapters[0]!.chapter);
  if (!first) return;
  try {
    await createNarrator(deps)(first.id, 'male', SYSTEM_ACTOR);
  } catch (error) {
    console.warn(`Demo narration skipped: ${error instanceof DomainError ? error.detail : String(error)}`);
  }
}
