import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { multipartBody } from './helpers/multipart';
import { addChapter, adminClient, chapterForm } from './helpers/content';
import { createTestApp, type TestApp } from './helpers/testApp';

// A chapter's verse count follows its verses: a verse past it raises it, the admin may not set it below the
// highest verse, and verse media may name only a verse of the chapter.

let t: TestApp;
let client: ReturnType<typeof adminClient>;

beforeAll(async () => {
  t = await createTestApp();
  client = adminClient(t, await t.loginAdmin());
});
afterAll(() => t.close());

const saveVerse = (chapterId: string, verseNumber: number) =>
  client.form('/api/admin/save-reading-verse', {
    chapter_id: chapterId,
    verse_number: String(verseNumber),
    verse_content: `<p>verse ${verseNumber}</p>`,
  });
const countOf = async (id: string) => (await client.get(`/api/get-chapter-by-id/${id}`)).json().data.verses;
const update = (id: string, fields: Record<string, string>) =>
  client.multipart(`/api/admin/update-chapter/${id}`, multipartBody(fields, {}));
const refusal = (response: { statusCode: number; json(): { code: string; message: string } }) => ({
  status: response.statusCode,
  code: response.json().code,
  message: response.json().message,
});

describe('verse counts', () => {
  test('a verse numbered past the count raises it; one within it leaves it', async () => {
    const chapter = await addChapter(client, chapterForm({ verses: '6' }));
    expect((await saveVerse(chapter._id, 7)).statusCode).toBe(200);
    expect(await countOf(chapter._id)).toBe(7);
    expect((await saveVerse(chapter._id, 3)).statusCode).toBe(200);
    expect(await countOf(chapter._id)).toBe(7);
    // The list reads the same count.
    const list = (await client.get('/api/admin/chapters?limit=200')).json().data;
    expect(list.find((row: { _id: string }) => row._id === chapter._id).verses).toBe(7);
  });

  test('the count may not be set below the highest verse the chapter has', async () => {
    const chapter = await addChapter(client, chapterForm({ verses: '10' }));
    await saveVerse(chapter._id, 8);
    expect(refusal(await update(chapter._id, { verses: '7' }))).toEqual({
      status: 400,
      code: 'verses_below_highest_verse',
      message: 'Total verses cannot be less than 8: the chapter has verse 8',
    });
    expect(await countOf(chapter._id)).toBe(10);
    expect((await update(chapter._id, { verses: '8' })).statusCode).toBe(200);
    expect(await countOf(chapter._id)).toBe(8);
  });

  test('verse media may name only a verse of the chapter', async () => {
    const outside = await client.multipart(
      '/api/admin/add-chapter',
      chapterForm({ verses: '6', verse_media_json: '[{"verseNumber":99}]' }),
    );
    expect(refusal(outside)).toEqual({
      status: 400,
      code: 'verse_not_in_chapter',
      message: 'Verse 99 is not in this chapter: it has 6 verses',
    });
    const chapter = await addChapter(
      client,
      chapterForm({ verses: '6', verse_media_json: '[{"verseNumber":6}]' }),
    );
    expect(refusal(await update(chapter._id, { verse_media_json: '[{"verseNumber":7}]' }))).toMatchObject({
      status: 400,
      code: 'verse_not_in_chapter',
    });
    // Lowering the count below a verse that has media is refused too.
    expect(refusal(await update(chapter._id, { verses: '5' }))).toMatchObject({
      code: 'verse_not_in_chapter',
    });
    expect(await countOf(chapter._id)).toBe(6);
  });
});
