import type { MediaChanges } from '../media/MediaChanges';
import type { VerseMediaFields, VerseMediaRow } from '../repositories/chapters';

/**
 * Pairs every item with its image: the new one, else the kept one; stored images that no item keeps
 * are dropped. `stored` must be read in the transaction that writes the result.
 */
export function pairVerseMedia(
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
export const auditedVerseMedia = ({ verse_number, image, video }: VerseMediaFields) => ({
  verse_number,
  image,
  video,
});
