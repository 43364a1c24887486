import type { Kysely, Selectable, Transaction } from 'kysely';
import { newId, nowIso, toNumber } from '../db/portable';
import type { Database, VersesTable } from '../db/schema';
import { plainTextOf } from '../text/hebrew';
import { atVersion, checkVersion, nextVersion, type ReadVersion } from './versions';

export type VerseRow = Selectable<VersesTable>;
type Db = Kysely<Database> | Transaction<Database>;

export type VerseFields = Pick<VerseRow, 'chapter_id' | 'verse_number' | 'content'> & {
  verse_image?: string | null;
};

export function findVerse(db: Db, id: string): Promise<VerseRow | undefined> {
  return db.selectFrom('verses').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findVerseByNumber(
  db: Db,
  chapterId: string,
  verseNumber: number,
): Promise<VerseRow | undefined> {
  return db
    .selectFrom('verses')
    .selectAll()
    .where('chapter_id', '=', chapterId)
    .where('verse_number', '=', verseNumber)
    .executeTakeFirst();
}

export async function countVerses(db: Db): Promise<number> {
  const { total } = await db
    .selectFrom('verses')
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return toNumber(total);
}

/** The highest verse number a chapter has (0 without verses): its count may not be set below it. */
export async function highestVerseNumber(db: Db, chapterId: string): Promise<number> {
  const { highest } = await db
    .selectFrom('verses')
    .select((eb) => eb.fn.max('verse_number').as('highest'))
    .where('chapter_id', '=', chapterId)
    .executeTakeFirstOrThrow();
  return highest === null ? 0 : toNumber(highest);
}

/**
 * A chapter's count follows its verses: a verse numbered past it raises it (without a new version, so an open
 * chapter form is not made stale by a verse saved elsewhere).
 */
export async function raiseChapterVerses(db: Db, chapterId: string, verseNumber: number): Promise<void> {
  await db
    .updateTable('chapters')
    .set({ verses: verseNumber })
    .where('id', '=', chapterId)
    .where('verses', '<', verseNumber)
    .execute();
}

export function listVerses(db: Db, chapterId: string): Promise<VerseRow[]> {
  return db
    .selectFrom('verses')
    .selectAll()
    .where('chapter_id', '=', chapterId)
    .orderBy('verse_number')
    .execute();
}

const newRow = ({ verse_image = null, ...fields }: VerseFields, now: string): VerseRow => ({
  id: newId(),
  ...fields,
  verse_image,
  content_plain: plainTextOf(fields.content),
  created_at: now,
  updated_at: now,
  version: 1,
});

export async function insertVerse(db: Db, fields: VerseFields): Promise<VerseRow> {
  const row = newRow(fields, nowIso());
  await db.insertInto('verses').values(row).execute();
  return row;
}

/** Many verses in one statement (the importer's bulk path). */
export async function insertVerses(db: Db, verses: VerseFields[]): Promise<void> {
  const now = nowIso();
  if (verses.length)
    await db
      .insertInto('verses')
      .values(verses.map((fields) => newRow(fields, now)))
      .execute();
}

/** With `version`, only over that version (else StaleVersionError). */
export async function updateVerse(
  db: Db,
  id: string,
  fields: VerseFields,
  version?: ReadVersion,
): Promise<void> {
  const result = await db
    .updateTable('verses')
    .set({
      ...fields,
      content_plain: plainTextOf(fields.content),
      updated_at: nowIso(),
      version: nextVersion(),
    })
    .where('id', '=', id)
    .$call(atVersion(version))
    .executeTakeFirst();
  checkVersion(result.numUpdatedRows, version);
}

export async function deleteVerse(db: Db, id: string): Promise<void> {
  await db.deleteFrom('verses').where('id', '=', id).execute();
}
