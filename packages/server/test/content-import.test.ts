import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readBookFile, type BookFile } from '../src/importer/bookFile';
import { importBook } from '../src/importer/importBook';
import { adminClient } from './helpers/content';
import { multipartBody } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/testApp';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURE = path.join(here, 'fixtures/book-small.json');

let t: TestApp;
let client: ReturnType<typeof adminClient>;
let book: BookFile;

beforeAll(async () => {
  t = await createTestApp();
  client = adminClient(t, await t.loginAdmin());
  book = await readBookFile(FIXTURE);
});
afterAll(() => t.close());

const chapters = async () => (await client.get('/api/admin/chapters')).json().data;

describe('importBook', () => {
  test('loads chapters with Hebrew names, content, audio content and verses; a second run updates in place', async () => {
    expect(await importBook(t.db, book)).toEqual({
      chapters: { created: 2, updated: 0 },
      verses: { created: 6, updated: 0 },
    });
    const list = await chapters();
    expect(
      list.map((c: { chapter_number: number; chapter_name: string }) => [c.chapter_number, c.chapter_name]),
    ).toEqual([
      [1, 'בראשית פרק א׳'],
      [2, 'בראשית פרק ב׳'],
    ]);
    expect(list[0]).toMatchObject({
      verses: 3,
      status: 'active',
      has_audio_content: true,
      chapter_image: null,
    });

    const first = (await client.get(`/api/get-chapter-by-id/${list[0]._id}`)).json().data;
    const verse1 = book.chapters[0]!.verses[0]!.text;
    expect(
      first.chapter_content.startsWith(`<p><strong>א׳</strong> ${verse1}</p><p><strong>ב׳</strong> `),
    ).toBe(true);
    expect(first.chapter_audio_content.startsWith(`<p>${verse1}</p><p>`)).toBe(true);
    const verses = (await client.get(`/api/get-verses-by-chapter-id/${list[0]._id}`)).json().verses;
    expect(verses.map((v: { verse_number: number; content: string }) => [v.verse_number, v.content])).toEqual(
      book.chapters[0]!.verses.map((v) => [v.verse, `<p>${v.text}</p>`]),
    );

    // An admin's changes to what the import does not own survive; the text follows the file.
    await client.multipart(
      `/api/admin/update-chapter/${list[0]._id}`,
      multipartBody({ status: 'inactive', image_buy_link: 'https://shop.example.com' }),
    );
    const changed: BookFile = structuredClone(book);
    changed.chapters[0]!.verses[1]!.text = 'וְהָאָרֶץ הָיְתָה';
    expect(await importBook(t.db, changed)).toEqual({
      chapters: { created: 0, updated: 2 },
      verses: { created: 0, updated: 1 },
    });
    const after = (await chapters())[0];
    expect(after).toMatchObject({
      _id: list[0]._id,
      status: 'inactive',
      image_buy_link: 'https://shop.example.com',
    });
    const rows = await t.db
      .selectFrom('verses')
      .select(['verse_number', 'content_plain'])
      .where('chapter_id', '=', list[0]._id)
      .orderBy('verse_number')
      .execute();
    expect(rows[1]).toEqual({ verse_number: 2, content_plain: 'והארץ היתה' });
    expect((await t.db.selectFrom('verses').select('id').execute()).length).toBe(6);
    expect((await chapters()).length).toBe(2);
  });
});

describe('readBookFile', () => {
  test('names the first wrong field of a file that is not a book', async () => {
    const file = path.join(t.config.dataDir, 'bad.json');
    await writeFile(
      file,
      JSON.stringify({
        book: 'X',
        book_he: 'א',
        chapters: [{ chapter: 1, verses: [{ verse: 0, text: 'א' }] }],
      }),
    );
    await expect(readBookFile(file)).rejects.toThrow(/is not a book file: chapters\.0\.verses\.0\.verse: /);
  });
});

describe('scripts/import-book.ts', () => {
  test('imports into the database of DATA_DIR / DATABASE_URL and says what it did', async () => {
    await t.db.deleteFrom('verses').execute();
    await t.db.deleteFrom('chapters').execute();
    // The file path is relative to the repository root, wherever the command runs.
    const env = {
      ...process.env,
      DATA_DIR: t.config.dataDir,
      DATABASE_URL: t.config.databaseUrl ?? '',
    };
    const run = () =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', '../scripts/import-book.ts', 'packages/server/test/fixtures/book-small.json'],
        { cwd: here, env },
      );
    const { stdout } = await run();
    expect(stdout).toMatch(
      /^Genesis \(בראשית\) into (sqlite|postgres): chapters 2 added, 0 updated; verses 6 added, 0 changed; [\d.]+ s\n$/,
    );
    expect((await run()).stdout).toMatch(/chapters 0 added, 2 updated; verses 0 added, 0 changed/);
    expect((await chapters()).length).toBe(2);
  });
});
