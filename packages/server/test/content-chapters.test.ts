import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { findChapter } from '../src/repositories/chapters';
import { insertVerse } from '../src/repositories/verses';
import {
  addChapter,
  adminClient,
  chapterForm,
  failInserts,
  HEBREW,
  images,
  keyOf,
  mediaFiles,
} from './helpers/content';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let client: ReturnType<typeof adminClient>;

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_LIMIT_MB: '1' } });
  client = adminClient(t, await t.loginAdmin());
});
afterAll(() => t.close());

// Every test starts from no chapters and no files.
beforeEach(async () => {
  for (const chapter of (await client.get('/api/admin/chapters?limit=200')).json().data) {
    await client.delete(`/api/admin/delete-chapter/${chapter._id}`);
  }
  expect(await mediaFiles(t)).toEqual([]);
});

const fail = (response: { statusCode: number; json(): { message: string } }) => ({
  status: response.statusCode,
  message: response.json().message,
});

describe('POST /api/admin/add-chapter', () => {
  test('stores the chapter with its images under generated names and numbers chapters in order', async () => {
    const response = await client.multipart(
      '/api/admin/add-chapter',
      chapterForm(
        {
          verse_media_json: JSON.stringify([
            { verseNumber: 3, videoUrl: 'https://video.example.com/3' },
            { verseNumber: '1', videoUrl: '' },
          ]),
        },
        { verse_3_image: images.gif() },
      ),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, status_code: 200, message: 'Chapter added successfully!' });
    const chapter = body.data;
    expect(chapter).toMatchObject({
      chapter_number: 1,
      chapter_name: 'בראשית א׳',
      verses: 31,
      status: 'active',
      image_buy_link: 'https://shop.example.com/image',
      cover_image_buy_link: 'https://shop.example.com/cover',
      chapter_content: `<p>${HEBREW}</p>`,
      chapter_audio_content: `<p>${HEBREW}</p>`,
      has_audio_content: true,
      audio_url_male: null,
      audio_url_female: null,
    });
    expect(chapter.chapter_image).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
    expect(chapter.chapter_cover_image).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
    expect(chapter.verse_media).toEqual([
      { id: expect.any(String), verse_number: 1, image: null, video: null },
      {
        id: expect.any(String),
        verse_number: 3,
        image: expect.stringMatching(/\.gif$/),
        video: 'https://video.example.com/3',
      },
    ]);
    expect(await mediaFiles(t)).toEqual(
      [chapter.chapter_image, chapter.chapter_cover_image, chapter.verse_media[1].image].map(keyOf).sort(),
    );

    const image = await t.inject({ method: 'GET', url: chapter.chapter_image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // Stored decoded and encoded again: the same pixels.
    const pixels = (data: Buffer) => sharp(data).raw().toBuffer();
    expect((await pixels(image.rawPayload)).equals(await pixels(images.png(1).data))).toBe(true);

    const second = await addChapter(client, chapterForm({ chapter_name: 'Two', status: 'inactive' }));
    expect(second).toMatchObject({ chapter_number: 2, status: 'inactive' });
    const fifth = await addChapter(client, chapterForm({ chapter_number: '5' }));
    expect(fifth.chapter_number).toBe(5);
    expect((await addChapter(client)).chapter_number).toBe(6);
  });

  test('accepts JPEG, WebP and GIF, and stores each with its own type', async () => {
    const chapter = await addChapter(
      client,
      chapterForm({}, { chapter_image: images.jpeg(), cover_image: images.webp() }),
    );
    expect(chapter.chapter_image).toMatch(/\.jpg$/);
    expect(chapter.chapter_cover_image).toMatch(/\.webp$/);
    expect((await t.inject({ method: 'GET', url: chapter.chapter_image })).headers['content-type']).toBe(
      'image/jpeg',
    );
    expect(
      (await t.inject({ method: 'GET', url: chapter.chapter_cover_image })).headers['content-type'],
    ).toBe('image/webp');
  });

  test('sanitises hostile HTML and keeps vowel points and cantillation', async () => {
    const chapter = await addChapter(
      client,
      chapterForm({
        chapter_content: `<p onclick="steal()">${HEBREW}<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="https://ok.example.com">ok</a>`,
        chapter_audio_content:
          '<p style="x">שָׁלוֹם<iframe src="https://evil.example.com"></iframe></p><svg onload=alert(1)></svg>',
      }),
    );
    expect(chapter.chapter_content).toBe(
      `<p>${HEBREW}</p><a>x</a><a href="https://ok.example.com" rel="noopener noreferrer">ok</a>`,
    );
    expect(chapter.chapter_audio_content).toBe('<p>שָׁלוֹם</p>');
  });

  test.each([
    [{ chapter_name: undefined }, {}, 'Chapter name is required'],
    [{ chapter_name: '   ' }, {}, 'Chapter name is required'],
    [{ chapter_content: undefined }, {}, 'Chapter content is required'],
    [{ chapter_content: '<script>alert(1)</script><p> </p>' }, {}, 'Chapter content is required'],
    [{}, { chapter_image: undefined }, 'Chapter image is required'],
    [{}, { cover_image: undefined }, 'Cover image is required'],
    [{ chapter_number: '0' }, {}, 'Chapter number must be a whole number from 1'],
    [{ chapter_number: 'two' }, {}, 'Chapter number must be a whole number from 1'],
    [{ verses: '-3' }, {}, 'Total verses must be a whole number'],
    [{ status: 'archived' }, {}, 'Status must be active or inactive'],
    [{ image_buy_link: 'javascript:alert(1)' }, {}, 'Image buy link must be a valid URL'],
    [{ cover_image_buy_link: 'not a url' }, {}, 'Cover image buy link must be a valid URL'],
    [{ verse_media_json: '[{"verseNumber":2},{"verseNumber":"2"}]' }, {}, 'Verse 2 media is already added!'],
    [
      { verse_media_json: '[{"verseNumber":2,"videoUrl":"http://video.example.com"}]' },
      {},
      'URL must start with https://',
    ],
    [
      { verse_media_json: '[{"verseNumber":2,"videoUrl":"javascript:alert(1)"}]' },
      {},
      'URL must start with https://',
    ],
    [{ verse_media_json: '[{"videoUrl":"https://v.example.com"}]' }, {}, 'Please select verse number'],
    [{ verse_media_json: '[{"verseNumber":0}]' }, {}, 'Verse number must be a whole number from 1'],
    [{ verse_media_json: '[{"verseNumber":1.5}]' }, {}, 'Verse number must be a whole number from 1'],
    [{ verse_media_json: 'not json' }, {}, 'verse_media_json must be a JSON list of {verseNumber, videoUrl}'],
    [{}, { verse_4_image: images.png() }, 'Verse 4 image has no verse media item'],
    [{}, { chapter_image: images.svg() }, 'Chapter image must be a PNG, JPEG, WebP or GIF image'],
    [{}, { chapter_image: images.fakePng() }, 'Chapter image must be a PNG, JPEG, WebP or GIF image'],
    [{}, { cover_image: images.svg() }, 'Cover image must be a PNG, JPEG, WebP or GIF image'],
    [
      { verse_media_json: '[{"verseNumber":2}]' },
      { verse_2_image: images.fakePng() },
      'Verse 2 image must be a PNG, JPEG, WebP or GIF image',
    ],
  ])('refuses %j %j with 400 "%s" and stores nothing', async (fields, files, message) => {
    const response = await client.multipart('/api/admin/add-chapter', chapterForm(fields, files));
    expect(fail(response)).toEqual({ status: 400, message });
    expect(response.json().success).toBe(false);
    expect((await client.get('/api/admin/chapters')).json().data).toEqual([]);
    expect(await mediaFiles(t)).toEqual([]);
  });

  test('refuses a file over the size limit with 413 and stores nothing', async () => {
    const response = await client.multipart(
      '/api/admin/add-chapter',
      chapterForm({}, { cover_image: images.hugePng(1024 * 1024 + 10) }),
    );
    expect(fail(response)).toEqual({ status: 413, message: 'File too large' });
    expect(response.json().detail).toBe('Each file must be at most 1 MB.');
    expect(await mediaFiles(t)).toEqual([]);
  });

  test('refuses a chapter number in use with 409', async () => {
    await addChapter(client, chapterForm({ chapter_number: '7' }));
    const files = await mediaFiles(t);
    const response = await client.multipart('/api/admin/add-chapter', chapterForm({ chapter_number: '7' }));
    expect(fail(response)).toEqual({ status: 409, message: 'Chapter 7 already exists' });
    expect(await mediaFiles(t)).toEqual(files);
  });

  test('a storage failure part-way leaves no chapter and no new files', async () => {
    const store = t.deps.media;
    const realPut = store.put.bind(store);
    // The first image is stored, the second fails.
    const put = vi
      .spyOn(store, 'put')
      .mockImplementationOnce(realPut)
      .mockRejectedValueOnce(new Error('disk full'));
    try {
      const response = await client.multipart('/api/admin/add-chapter', chapterForm());
      expect(response.statusCode).toBe(500);
    } finally {
      put.mockRestore();
    }
    expect((await client.get('/api/admin/chapters')).json().data).toEqual([]);
    expect(await mediaFiles(t)).toEqual([]);
  });

  test('a database failure at the last write leaves no chapter and no new files', async () => {
    // The chapter row is inserted first, then its verse media: that insert fails.
    const restore = await failInserts(t, 'verse_media');
    try {
      const response = await client.multipart(
        '/api/admin/add-chapter',
        chapterForm({ verse_media_json: '[{"verseNumber":1}]' }, { verse_1_image: images.gif() }),
      );
      expect(response.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await t.db.selectFrom('chapters').selectAll().execute()).toEqual([]);
    expect(await mediaFiles(t)).toEqual([]);
  });

  test('two adds at once without numbers get different numbers', async () => {
    const [a, b] = await Promise.all([addChapter(client), addChapter(client)]);
    expect([a.chapter_number, b.chapter_number].sort()).toEqual([1, 2]);
  });
});

describe('GET /api/admin/chapters and /api/get-chapter-by-id/{id}', () => {
  test('lists chapters by number without their text, and searches with or without vowel points', async () => {
    await addChapter(
      client,
      chapterForm({
        chapter_number: '2',
        chapter_name: 'נח',
        chapter_content: '<p>וַיְהִי</p>',
        chapter_audio_content: '',
      }),
    );
    await addChapter(client, chapterForm({ chapter_number: '1', chapter_name: 'Creation' }));
    const list = (await client.get('/api/admin/chapters')).json();
    expect(list.meta).toEqual({ total: 2, page: 1, limit: 50 });
    expect(list.data.map((c: { chapter_number: number }) => c.chapter_number)).toEqual([1, 2]);
    expect(list.data[0]).not.toHaveProperty('chapter_content');
    expect(list.data.map((c: { has_audio_content: boolean }) => c.has_audio_content)).toEqual([true, false]);

    const search = async (term: string) =>
      (await client.get(`/api/admin/chapters?search=${encodeURIComponent(term)}`))
        .json()
        .data.map((c: { chapter_name: string }) => c.chapter_name);
    expect(await search('אלהים')).toEqual(['Creation']);
    expect(await search('אֱלֹהִים')).toEqual(['Creation']);
    expect(await search('creation')).toEqual(['Creation']);
    expect(await search('ויהי')).toEqual(['נח']);
    expect(await search('nothing like this')).toEqual([]);
    expect((await client.get('/api/admin/chapters?page=2&limit=1')).json().data[0].chapter_name).toBe('נח');
  });

  test('gets one chapter with its content and verse media; an unknown id is 404', async () => {
    const added = await addChapter(
      client,
      chapterForm({ verse_media_json: '[{"verseNumber":2,"videoUrl":"https://v.example.com/2"}]' }),
    );
    const response = await client.get(`/api/get-chapter-by-id/${added._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(added);
    const missing = await client.get('/api/get-chapter-by-id/no-such-chapter');
    expect(fail(missing)).toEqual({ status: 404, message: 'Chapter not found' });
  });
});

describe('POST /api/admin/update-chapter/{id}', () => {
  test('changes the fields sent; a new image replaces the old file, an absent or "null" one keeps it', async () => {
    const chapter = await addChapter(
      client,
      chapterForm({ verse_media_json: '[{"verseNumber":1}]' }, { verse_1_image: images.png(9) }),
    );
    const response = await client.multipart(
      `/api/admin/update-chapter/${chapter._id}`,
      chapterForm(
        {
          chapter_name: 'בראשית',
          chapter_content: '<h2>חדש</h2><script>x</script>',
          cover_image: 'null',
          image_buy_link: '',
          verse_media_json: undefined,
        },
        { chapter_image: images.jpeg(), cover_image: undefined },
      ),
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json().data;
    expect(response.json().message).toBe('Chapter updated successfully!');
    expect(updated).toMatchObject({
      _id: chapter._id,
      chapter_number: chapter.chapter_number,
      chapter_name: 'בראשית',
      chapter_content: '<h2>חדש</h2>',
      image_buy_link: null,
      cover_image_buy_link: 'https://shop.example.com/cover',
      chapter_cover_image: chapter.chapter_cover_image,
      verse_media: chapter.verse_media,
    });
    expect(updated.chapter_image).toMatch(/\.jpg$/);
    expect(await mediaFiles(t)).toEqual(
      [updated.chapter_image, chapter.chapter_cover_image, chapter.verse_media[0].image].map(keyOf).sort(),
    );
    expect((await t.inject({ method: 'GET', url: chapter.chapter_image })).statusCode).toBe(404);
  });

  test('takes the short form: chapter_number, verses, status and chapter_image', async () => {
    const chapter = await addChapter(client);
    const response = await client.multipart(
      `/api/admin/update-chapter/${chapter._id}`,
      chapterFormOnly(
        { chapter_number: '12', verses: '40', status: 'inactive' },
        { chapter_image: images.png(7) },
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      chapter_number: 12,
      verses: 40,
      status: 'inactive',
      chapter_name: chapter.chapter_name,
      chapter_content: chapter.chapter_content,
      chapter_cover_image: chapter.chapter_cover_image,
    });
    expect(response.json().data.chapter_image).not.toBe(chapter.chapter_image);
    expect(await mediaFiles(t)).toHaveLength(2);
  });

  test('replaces the verse media list: kept items keep their image, dropped ones lose theirs', async () => {
    const chapter = await addChapter(
      client,
      chapterForm(
        { verse_media_json: JSON.stringify([{ verseNumber: 1 }, { verseNumber: 2 }, { verseNumber: 3 }]) },
        { verse_1_image: images.png(11), verse_2_image: images.png(12), verse_3_image: images.png(13) },
      ),
    );
    const [one, two, three] = chapter.verse_media;
    const response = await client.multipart(
      `/api/admin/update-chapter/${chapter._id}`,
      chapterForm(
        {
          verse_media_json: JSON.stringify([
            { verseNumber: 1, videoUrl: 'https://v.example.com/1' },
            { verseNumber: 3 },
            { verseNumber: 4 },
          ]),
        },
        { chapter_image: undefined, cover_image: undefined, verse_3_image: images.gif() },
      ),
    );
    expect(response.statusCode).toBe(200);
    const media = response.json().data.verse_media;
    expect(media).toEqual([
      { id: one.id, verse_number: 1, image: one.image, video: 'https://v.example.com/1' },
      { id: three.id, verse_number: 3, image: expect.stringMatching(/\.gif$/), video: null },
      { id: expect.any(String), verse_number: 4, image: null, video: null },
    ]);
    expect(await mediaFiles(t)).toEqual(
      [chapter.chapter_image, chapter.chapter_cover_image, one.image, media[1].image].map(keyOf).sort(),
    );
    expect(await mediaFiles(t)).not.toContain(keyOf(two.image));
    expect(await mediaFiles(t)).not.toContain(keyOf(three.image));
  });

  test('refuses bad input like add-chapter, a taken number with 409, an unknown chapter with 404', async () => {
    const chapter = await addChapter(client);
    const other = await addChapter(client);
    const files = await mediaFiles(t);
    const update = (fields: Record<string, string>, fileParts = {}) =>
      client.multipart(`/api/admin/update-chapter/${chapter._id}`, chapterFormOnly(fields, fileParts));
    expect(fail(await update({ chapter_number: String(other.chapter_number) }))).toEqual({
      status: 409,
      message: `Chapter ${other.chapter_number} already exists`,
    });
    expect(fail(await update({ chapter_name: '' }))).toEqual({
      status: 400,
      message: 'Chapter name is required',
    });
    expect(fail(await update({ chapter_content: '<p></p>' }))).toEqual({
      status: 400,
      message: 'Chapter content is required',
    });
    expect(fail(await update({ verse_media_json: '[{"verseNumber":1},{"verseNumber":1}]' }))).toEqual({
      status: 400,
      message: 'Verse 1 media is already added!',
    });
    expect(fail(await update({}, { chapter_image: images.svg() }))).toEqual({
      status: 400,
      message: 'Chapter image must be a PNG, JPEG, WebP or GIF image',
    });
    expect(fail(await update({}, { cover_image: images.hugePng(1024 * 1024 + 10) }))).toEqual({
      status: 413,
      message: 'File too large',
    });
    const missing = await client.multipart(
      '/api/admin/update-chapter/nope',
      chapterFormOnly({ chapter_name: 'x' }),
    );
    expect(fail(missing)).toEqual({ status: 404, message: 'Chapter not found' });
    expect((await client.get(`/api/get-chapter-by-id/${chapter._id}`)).json().data).toEqual(chapter);
    expect(await mediaFiles(t)).toEqual(files);
  });

  test('parallel updates with new images leave only the files the chapter references', async () => {
    const chapter = await addChapter(
      client,
      chapterForm({ verse_media_json: '[{"verseNumber":1}]' }, { verse_1_image: images.png(5) }),
    );
    const updates = Array.from({ length: 12 }, (_, i) =>
      client.multipart(
        `/api/admin/update-chapter/${chapter._id}`,
        chapterFormOnly(
          { chapter_name: `Parallel ${i}` },
          {
            chapter_image: images.png(20 + i),
            cover_image: images.png(40 + i),
            verse_1_image: images.png(60 + i),
          },
        ),
      ),
    );
    for (const response of await Promise.all(updates)) expect(response.statusCode, response.body).toBe(200);
    const stored = (await client.get(`/api/get-chapter-by-id/${chapter._id}`)).json().data;
    const referenced = [stored.chapter_image, stored.chapter_cover_image, stored.verse_media[0].image];
    expect(await mediaFiles(t)).toEqual(referenced.map(keyOf).sort());
  });

  test('a database failure part-way leaves the chapter as it was, its files kept and no new ones', async () => {
    const chapter = await addChapter(
      client,
      chapterForm({ verse_media_json: '[{"verseNumber":1}]' }, { verse_1_image: images.png(5) }),
    );
    const files = await mediaFiles(t);
    // The update writes the chapter row, deletes the old verse media, then inserts the new: the insert fails.
    const restore = await failInserts(t, 'verse_media');
    try {
      const response = await client.multipart(
        `/api/admin/update-chapter/${chapter._id}`,
        chapterForm(
          { chapter_name: 'Changed', verse_media_json: '[{"verseNumber":2}]' },
          { verse_2_image: images.gif() },
        ),
      );
      expect(response.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await client.get(`/api/get-chapter-by-id/${chapter._id}`)).json().data).toEqual(chapter);
    expect(await mediaFiles(t)).toEqual(files);
  });
});

describe('DELETE /api/admin/delete-chapter/{id}', () => {
  test('removes the chapter with its verses, verse media, images and audio files', async () => {
    const chapter = await addChapter(
      client,
      chapterForm({ verse_media_json: '[{"verseNumber":1}]' }, { verse_1_image: images.png(3) }),
    );
    const keep = await addChapter(client);
    await insertVerse(t.db, { chapter_id: chapter._id, verse_number: 1, content: '<p>א</p>' });
    const audio = await t.deps.media.put(Buffer.from('mp3'), 'mp3');
    await t.db.updateTable('chapters').set({ audio_male: audio }).where('id', '=', chapter._id).execute();
    expect(await mediaFiles(t)).toHaveLength(6);

    const response = await client.delete(`/api/admin/delete-chapter/${chapter._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Chapter Deleted Successfully' });
    expect(await findChapter(t.db, chapter._id)).toBeUndefined();
    expect(
      await t.db.selectFrom('verses').selectAll().where('chapter_id', '=', chapter._id).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('verse_media').selectAll().where('chapter_id', '=', chapter._id).execute(),
    ).toEqual([]);
    expect(await mediaFiles(t)).toEqual([keep.chapter_image, keep.chapter_cover_image].map(keyOf).sort());
    expect(fail(await client.delete(`/api/admin/delete-chapter/${chapter._id}`))).toEqual({
      status: 404,
      message: 'Chapter not found',
    });
  });
});

/** Only the given fields and files (no defaults), for partial updates. */
function chapterFormOnly(
  fields: Record<string, string>,
  files: Record<string, ReturnType<typeof images.png>> = {},
) {
  const cleared = Object.fromEntries(
    [
      'chapter_name',
      'verses',
      'image_buy_link',
      'cover_image_buy_link',
      'chapter_content',
      'chapter_audio_content',
    ].map((name) => [name, undefined]),
  );
  return chapterForm(
    { ...cleared, ...fields },
    { chapter_image: undefined, cover_image: undefined, ...files },
  );
}
