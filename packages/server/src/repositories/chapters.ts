import type { ListQuery, VoiceGender } from '@bible-admin/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { paginate } from '../db/paginate';
import { lockRow } from '../db/lockRow';
import { dialectOf, newId, nowIso, toNumber } from '../db/portable';
import type { ChaptersTable, Database, VerseMediaTable } from '../db/schema';
import { chapterMatches } from '../search/chapters';
import { plainTextOf, stripPoints } from '../text/hebrew';
import { atVersion, checkVersion, nextVersion, type ReadVersion } from './versions';

export type ChapterRow = Selectable<ChaptersTable>;
export type VerseMediaRow = Selectable<VerseMediaTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** What an admin or the importer sets; the derived columns are computed here and only here. */
export type ChapterFields = Pick<
  ChapterRow,
  | 'chapter_number'
  | 'chapter_name'
  | 'verses'
  | 'status'
  | 'image_buy_link'
  | 'cover_image_buy_link'
  | 'chapter_image'
  | 'chapter_cover_image'
  | 'chapter_content'
  | 'chapter_audio_content'
>;

/** An item keeps its id when `id` is given (the same verse's item before an update). */
export type VerseMediaFields = Pick<VerseMediaRow, 'verse_number' | 'image' | 'video'> & { id?: string };

const FIELD_NAMES = [
  'chapter_number',
  'chapter_name',
  'verses',
  'status',
  'image_buy_link',
  'cover_image_buy_link',
  'chapter_image',
  'chapter_cover_image',
  'chapter_content',
  'chapter_audio_content',
] as const satisfies readonly (keyof ChapterFields)[];

/**
 * Exactly the editable columns, so a caller passing a whole row (`{ ...row, ...changes }`) can never
 * write back narration keys or ids it read earlier over a newer value.
 */
const editable = (fields: ChapterFields): ChapterFields =>
  Object.fromEntries(FIELD_NAMES.map((name) => [name, fields[name]])) as ChapterFields;

const derived = (fields: ChapterFields) => ({
  search: `${stripPoints(fields.chapter_name)}\n${plainTextOf(fields.chapter_content)}`.toLowerCase(),
  audio_plain: plainTextOf(fields.chapter_audio_content),
});

/** Narration can be generated: the audio content says something once the markup is gone. */
export const hasAudioContent = (row: Pick<ChapterRow, 'audio_plain'>) => row.audio_plain.trim() !== '';

/** True when a write broke a unique constraint (SQLite and PostgreSQL report it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function findChapter(db: Db, id: string): Promise<ChapterRow | undefined> {
  return db.selectFrom('chapters').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Locks a chapter's row until the transaction ends (`lockRow`) and returns it as committed now; undefined
 * when it is gone: the files it references are then all the ones earlier writers left.
 */
export async function lockChapter(trx: Transaction<Database>, id: string): Promise<ChapterRow | undefined> {
  await lockRow(trx, 'chapters', id);
  return findChapter(trx, id);
}

export function findChapterByNumber(db: Db, chapterNumber: number): Promise<ChapterRow | undefined> {
  return db.selectFrom('chapters').selectAll().where('chapter_number', '=', chapterNumber).executeTakeFirst();
}

export async function nextChapterNumber(db: Db): Promise<number> {
  const { last } = await db
    .selectFrom('chapters')
    .select((eb) => eb.fn.max('chapter_number').as('last'))
    .executeTakeFirstOrThrow();
  return toNumber(last) + 1;
}

/** From the counter migration 006's triggers keep. */
export async function countChapters(db: Db): Promise<number> {
  const row = await db
    .selectFrom('counters')
    .select('value')
    .where('name', '=', 'chapters')
    .executeTakeFirst();
  return toNumber(row?.value);
}

/**
 * What a list shows of a chapter: not the texts (the content, the narration script and the search text run
 * to kilobytes each; a page of them read whole was most of a search's time), but the narration's plain
 * text, which says whether there is anything to narrate.
 */
const SUMMARY_COLUMNS = [
  'id',
  'chapter_number',
  'chapter_name',
  'verses',
  'status',
  'image_buy_link',
  'cover_image_buy_link',
  'chapter_image',
  'chapter_cover_image',
  'audio_plain',
  'audio_male',
  'audio_female',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ChapterRow)[];
export type ChapterSummaryRow = Pick<ChapterRow, (typeof SUMMARY_COLUMNS)[number]>;

/** By number; `search` as `chapterMatches` takes it. */
export function listChapters(db: Db, { search, page, limit }: ListQuery) {
  const matching = search ? chapterMatches(dialectOf(db), search) : undefined;
  const query = db.selectFrom('chapters').select(SUMMARY_COLUMNS);
  return paginate((matching ? query.where(matching) : query).orderBy('chapter_number'), { page, limit });
}

export async function insertChapter(db: Db, fields: ChapterFields): Promise<ChapterRow> {
  const now = nowIso();
  const row: ChapterRow = {
    id: newId(),
    ...editable(fields),
    ...derived(fields),
    audio_male: null,
    audio_female: null,
    created_at: now,
    updated_at: now,
    version: 1,
  };
  await db.insertInto('chapters').values(row).execute();
  return row;
}

/**
 * Writes the chapter's fields as given (the caller merges them with the stored row); with `version`, only over
 * that version (else StaleVersionError).
 */
export async function updateChapter(
  db: Db,
  id: string,
  fields: ChapterFields,
  version?: ReadVersion,
): Promise<void> {
  const result = await db
    .updateTable('chapters')
    .set({ ...editable(fields), ...derived(fields), updated_at: nowIso(), version: nextVersion() })
    .where('id', '=', id)
    .$call(atVersion(version))
    .executeTakeFirst();
  checkVersion(result.numUpdatedRows, version);
}

/** The column that holds one voice's narration. */
export const audioColumn = (voice: VoiceGender): 'audio_male' | 'audio_female' =>
  voice === 'male' ? 'audio_male' : 'audio_female';

/** Points one voice's narration at a new file; false when the chapter no longer exists. */
export async function setChapterAudio(db: Db, id: string, voice: VoiceGender, key: string): Promise<boolean> {
  const column = audioColumn(voice);
  const result = await db
    .updateTable('chapters')
    .set({ [column]: key, updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  return toNumber(result.numUpdatedRows) > 0;
}

/** Deletes a chapter with its verses and verse media (run it in a transaction). */
export async function deleteChapter(db: Db, id: string): Promise<void> {
  await db.deleteFrom('verse_media').where('chapter_id', '=', id).execute();
  await db.deleteFrom('verses').where('chapter_id', '=', id).execute();
  await db.deleteFrom('chapters').where('id', '=', id).execute();
}

export function listVerseMedia(db: Db, chapterId: string): Promise<VerseMediaRow[]> {
  return db
    .selectFrom('verse_media')
    .selectAll()
    .where('chapter_id', '=', chapterId)
    .orderBy('verse_number')
    .execute();
}

/** Replaces a chapter's verse media with `items` (run it in a transaction). */
export async function replaceVerseMedia(db: Db, chapterId: string, items: VerseMediaFields[]): Promise<void> {
  await db.deleteFrom('verse_media').where('chapter_id', '=', chapterId).execute();
  if (!items.length) return;
  const now = nowIso();
  await db
    .insertInto('verse_media')
    .values(
      items.map(({ id, ...item }) => ({
        id: id ?? newId(),
        chapter_id: chapterId,
        ...item,
        created_at: now,
      })),
    )
    .execute();
}

/** Every media key a chapter holds: its images, narration and verse media images. */
export async function chapterMediaKeys(db: Db, chapter: ChapterRow): Promise<string[]> {
  const [media, verses] = await Promise.all([
    listVerseMedia(db, chapter.id),
    db.selectFrom('verses').select('verse_image').where('chapter_id', '=', chapter.id).execute(),
  ]);
  return [
    chapter.chapter_image,
    chapter.chapter_cover_image,
    chapter.audio_male,
    chapter.audio_female,
    ...media.map((item) => item.image),
    ...verses.map((verse) => verse.verse_image),
  ].filter((key): key is string => Boolean(key));
}
