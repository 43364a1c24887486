import { InvalidError } from '../domain/errors';
import type { DecodedImage, ImageLimits } from '../media/decodeImage';
import type { MediaChanges } from '../media/MediaChanges';
import { checkedImage, type Upload } from './images';

const VERSE_IMAGE = /^verse_(\d+)_image$/;

export interface ChapterImages {
  chapter?: DecodedImage;
  cover?: DecodedImage;
  /** By verse number. */
  verses: Map<number, DecodedImage>;
}

/**
 * The image parts of a chapter form, each decoded and encoded again before anything is stored (see
 * decodeImage). Parts under other names are ignored (never stored).
 */
export async function checkImages(
  files: Record<string, Upload>,
  limits: ImageLimits,
): Promise<ChapterImages> {
  const images: ChapterImages = { verses: new Map() };
  const checked = (file: Upload, label: string) => checkedImage(file, label, limits);
  for (const [field, file] of Object.entries(files)) {
    const verse = VERSE_IMAGE.exec(field);
    if (field === 'chapter_image') images.chapter = await checked(file, 'Chapter image');
    else if (field === 'cover_image') images.cover = await checked(file, 'Cover image');
    else if (verse) images.verses.set(Number(verse[1]), await checked(file, `Verse ${verse[1]} image`));
  }
  return images;
}

/** Every verse image belongs to a verse media item of the same number. */
export function checkVerseImagesHaveItems(images: ChapterImages, items: { verse_number: number }[]): void {
  for (const verseNumber of images.verses.keys()) {
    if (!items.some((item) => item.verse_number === verseNumber)) {
      throw new InvalidError(
        'verse_image_without_item',
        `Verse ${verseNumber} image has no verse media item`,
        `Add verse ${verseNumber} to verse_media_json to attach verse_${verseNumber}_image.`,
      );
    }
  }
}

/** The keys of a request's images once stored. */
export interface StoredImages {
  chapter?: string;
  cover?: string;
  /** By verse number. */
  verses: Map<number, string>;
}

/** Stores a request's checked images (before its transaction: writing files is slow). */
export async function storeImages(changes: MediaChanges, images: ChapterImages): Promise<StoredImages> {
  const store = async (image: ChapterImages['chapter']) =>
    image ? changes.add({ path: image.path }, image.ext) : undefined;
  const verses = new Map<number, string>();
  for (const [verseNumber, image] of images.verses)
    verses.set(verseNumber, await changes.add({ path: image.path }, image.ext));
  return { chapter: await store(images.chapter), cover: await store(images.cover), verses };
}
