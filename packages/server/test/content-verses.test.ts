import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addChapter, adminClient, HEBREW, keyOf, mediaFiles } from './helpers/content';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let client: ReturnType<typeof adminClient>;
let chapterId: string;
let otherChapterId: string;

beforeAll(async () => {
  t = await createTestApp();
  client = adminClient(t, await t.loginAdmin());
  chapterId = (await addChapter(client))._id;
  otherChapterId = (await addChapter(client))._id;
});
afterAll(() => t.close());

const fail = (response: { statusCode: number; json(): { message: string } }) => ({
  status: response.statusCode,
  message: response.json().message,
});

const save = (fields: Record<string, string>) => client.form('/api/admin/save-reading-verse', fields);
const versesOf = async (id: string) =>
  (await client.get(`/api/get-verses-by-chapter-id/${id}`)).json().verses;

describe('reading verses', () => {
  test('saves verses and lists them by number with the chapter', async () => {
    for (const number of ['3', '1', '10', '2']) {
      const response = await save({
        chapter_id: chapterId,
        verse_number: number,
        verse_content: `<p>${number} ${HEBREW}</p>`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, message: 'Verse saved successfully' });
    }
    const response = await client.get(`/api/get-verses-by-chapter-id/${chapterId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.verses.map((verse: { verse_number: number }) => verse.verse_number)).toEqual([1, 2, 3, 10]);
    expect(body.verses[0]).toMatchObject({
      chapter_id: chapterId,
      verse_number: 1,
      content: `<p>1 ${HEBREW}</p>`,
      verse_content: `<p>1 ${HEBREW}</p>`,
      verse_image: null,
    });
    expect(body.chapter).toMatchObject({ _id: chapterId, chapter_number: 1 });
    expect(await versesOf(otherChapterId)).toEqual([]);
  });

  test('stores the plain text without points or cantillation for search', async () => {
    await save({ chapter_id: otherChapterId, verse_number: '20', verse_content: `<p><b>${HEBREW}</b></p>` });
    const row = await t.db
      .selectFrom('verses')
      .select('content_plain')
      .where('chapter_id', '=', otherChapterId)
      .where('verse_number', '=', 20)
      .executeTakeFirstOrThrow();
    expect(row.content_plain).toBe('בראשית ברא אלהים את השמים ואת הארץ׃');
  });

  test('sanitises hostile HTML', async () => {
    const response = await save({
      chapter_id: otherChapterId,
      verse_number: '21',
      verse_content:
        '<p onmouseover="x()">שָׁלוֹם<script>alert(1)</script></p><a href="javascript:alert(1)">a</a><span dir="rtl" style="color:red">ב</span>',
    });
    expect(response.json().data.content).toBe('<p>שָׁלוֹם</p><a>a</a><span dir="rtl">ב</span>');
  });

  test.each([
    [{ verse_number: '1', verse_content: '<p>x</p>' }, 'Chapter ID is missing'],
    [{ chapter_id: '', verse_number: '1', verse_content: '<p>x</p>' }, 'Chapter ID is missing'],
    [{ chapter_id: 'c', verse_content: '<p>x</p>' }, 'Please enter a verse number'],
    [{ chapter_id: 'c', verse_number: ' ', verse_content: '<p>x</p>' }, 'Please enter a verse number'],
    [
      { chapter_id: 'c', verse_number: '0', verse_content: '<p>x</p>' },
      'Verse number must be a whole number from 1',
    ],
    [
      { chapter_id: 'c', verse_number: '2.5', verse_content: '<p>x</p>' },
      'Verse number must be a whole number from 1',
    ],
    [
      { chapter_id: 'c', verse_number: 'abc', verse_content: '<p>x</p>' },
      'Verse number must be a whole number from 1',
    ],
    [{ chapter_id: 'c', verse_number: '1' }, 'Please enter verse content'],
    [{ chapter_id: 'c', verse_number: '1', verse_content: '  ' }, 'Please enter verse content'],
  ])('refuses %j with 400 "%s"', async (fields, message) => {
    expect(fail(await save(fields))).toEqual({ status: 400, message });
  });

  test('refuses content that is empty once sanitised, an unknown chapter, and a number twice', async () => {
    expect(
      fail(
        await save({ chapter_id: chapterId, verse_number: '30', verse_content: '<script>alert(1)</script>' }),
      ),
    ).toEqual({
      status: 400,
      message: 'Please enter verse content',
    });
    expect(
      fail(await save({ chapter_id: 'no-such-chapter', verse_number: '1', verse_content: '<p>x</p>' })),
    ).toEqual({
      status: 404,
      message: 'Chapter not found',
    });
    await save({ chapter_id: chapterId, verse_number: '31', verse_content: '<p>x</p>' });
    expect(
      fail(await save({ chapter_id: chapterId, verse_number: '31', verse_content: '<p>y</p>' })),
    ).toEqual({
      status: 409,
      message: 'Verse 31 already exists in this chapter',
    });
  });

  test('two saves of the same number at once: one succeeds, the other is a 409', async () => {
    const responses = await Promise.all(
      ['a', 'b'].map((text) =>
        save({ chapter_id: otherChapterId, verse_number: '40', verse_content: `<p>${text}</p>` }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  test('gets, updates and deletes a verse; unknown ids are 404', async () => {
    const created = (
      await save({ chapter_id: chapterId, verse_number: '50', verse_content: '<p>old</p>' })
    ).json().data;
    const fetched = await client.get(`/api/admin/edit-verse/${created._id}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json().data).toEqual(created);

    const update = (id: string, fields: Record<string, string>) =>
      client.form(`/api/admin/update-reading-verse/${id}`, fields);
    const updated = await update(created._id, {
      chapter_id: chapterId,
      verse_number: '51',
      verse_content: '<p>new <em>text</em></p><img src=x>',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Verse updated successfully',
      data: { _id: created._id, verse_number: 51, content: '<p>new <em>text</em></p>' },
    });
    // Keeping its own number is not a conflict; taking another verse's number is.
    expect(
      (await update(created._id, { chapter_id: chapterId, verse_number: '51', verse_content: '<p>same</p>' }))
        .statusCode,
    ).toBe(200);
    expect(
      fail(
        await update(created._id, { chapter_id: chapterId, verse_number: '1', verse_content: '<p>x</p>' }),
      ),
    ).toEqual({
      status: 409,
      message: 'Verse 1 already exists in this chapter',
    });
    expect(
      fail(await update(created._id, { chapter_id: chapterId, verse_number: '', verse_content: '<p>x</p>' })),
    ).toEqual({
      status: 400,
      message: 'Please enter a verse number',
    });
    expect(
      fail(
        await update('no-such-verse', {
          chapter_id: chapterId,
          verse_number: '5',
          verse_content: '<p>x</p>',
        }),
      ),
    ).toEqual({
      status: 404,
      message: 'Verse not found',
    });
    // Moving it to another chapter.
    const moved = await update(created._id, {
      chapter_id: otherChapterId,
      verse_number: '51',
      verse_content: '<p>moved</p>',
    });
    expect(moved.json().data.chapter_id).toBe(otherChapterId);

    const deleted = await client.delete(`/api/admin/delete-verse/${created._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true, message: 'Verse deleted successfully' });
    expect(fail(await client.get(`/api/admin/edit-verse/${created._id}`))).toEqual({
      status: 404,
      message: 'Verse not found',
    });
    expect(fail(await client.delete(`/api/admin/delete-verse/${created._id}`))).toEqual({
      status: 404,
      message: 'Verse not found',
    });
  });

  test('deleting a verse removes its image file', async () => {
    const created = (
      await save({ chapter_id: chapterId, verse_number: '60', verse_content: '<p>x</p>' })
    ).json().data;
    const key = await t.deps.media.put(Buffer.from('GIF89a'), 'gif');
    await t.db.updateTable('verses').set({ verse_image: key }).where('id', '=', created._id).execute();
    expect((await client.get(`/api/admin/edit-verse/${created._id}`)).json().data.verse_image).toBe(
      `/media/${key}`,
    );
    await client.delete(`/api/admin/delete-verse/${created._id}`);
    expect(await mediaFiles(t)).not.toContain(keyOf(`/media/${key}`));
  });

  test('the verses of an unknown chapter are 404', async () => {
    expect(fail(await client.get('/api/get-verses-by-chapter-id/no-such-chapter'))).toEqual({
      status: 404,
      message: 'Chapter not found',
    });
  });
});
