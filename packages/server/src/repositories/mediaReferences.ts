import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Every media key a record references: chapters, verse media, verses and profile pictures. */
export async function referencedMediaKeys(db: Kysely<Database>): Promise<Set<string>> {
  const [chapters, verseMedia, verses, users] = await Promise.all([
    db
      .selectFrom('chapters')
      .select(['chapter_image', 'chapter_cover_image', 'audio_male', 'audio_female'])
      .execute(),
    db.selectFrom('verse_media').select('image').where('image', 'is not', null).execute(),
    db.selectFrom('verses').select('verse_image').where('verse_image', 'is not', null).execute(),
    db.selectFrom('users').select('profile_pic').where('profile_pic', 'is not', null).execute(),
  ]);
  return new Set(
    [
      ...chapters.flatMap((row) => [
        row.chapter_image,
        row.chapter_cover_image,
        row.audio_male,
        row.audio_female,
      ]),
      ...verseMedia.map((row) => row.image),
      ...verses.map((row) => row.verse_image),
      ...users.map((row) => row.profile_pic),
    ].filter((key): key is string => Boolean(key)),
  );
}
