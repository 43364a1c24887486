import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { sweepMedia, SWEEP_MIN_AGE_MS } from '../src/media/sweep';
import { mediaDir } from '../src/config';
import { referencedMediaKeys } from '../src/repositories/mediaReferences';
import { addChapter, adminClient, chapterForm, images } from './helpers/content';
import { storedKeys } from './helpers/media';
import { startTestS3, type TestS3 } from './helpers/s3';
import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * The store failing in the middle of a change: the request fails, the chapter keeps its files, and they
 * are still served; nothing the failed change stored stays behind (or, when the store could not even
 * remove it, the sweep does later).
 */

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());

const newImages = () => chapterForm({}, { chapter_image: images.png(9), cover_image: images.png(8) });

describe.each([
  { store: 'local', env: (): Record<string, string> => ({}) },
  { store: 's3', env: () => s3.env() },
])('the $store store failing mid-update', ({ store, env }) => {
  let t: TestApp;
  let client: ReturnType<typeof adminClient>;
  beforeAll(async () => {
    t = await createTestApp({ env: env() });
    client = adminClient(t, await t.loginAdmin());
  });
  afterAll(() => t.close());

  /** The chapter's files as served now. */
  const served = async (chapter: { chapter_image: string; chapter_cover_image: string }) =>
    Promise.all(
      [chapter.chapter_image, chapter.chapter_cover_image].map(async (url) => {
        const response = await t.inject({ method: 'GET', url });
        return { status: response.statusCode, bytes: response.rawPayload };
      }),
    );

  test('a write that fails after another succeeded: 500, the old files stay and are served', async () => {
    const chapter = await addChapter(client);
    const before = await served(chapter);
    const keys = await storedKeys(t.deps.media);

    const realPut = t.deps.media.put.bind(t.deps.media);
    const put = vi
      .spyOn(t.deps.media, 'put')
      .mockImplementationOnce(realPut)
      .mockRejectedValueOnce(new Error(`${store} store: connection reset`));
    try {
      const response = await client.multipart(`/api/admin/update-chapter/${chapter._id}`, newImages());
      expect(response.statusCode).toBe(500);
    } finally {
      put.mockRestore();
    }

    const now = (await client.get(`/api/get-chapter-by-id/${chapter._id}`)).json().data;
    expect([now.chapter_image, now.chapter_cover_image]).toEqual([
      chapter.chapter_image,
      chapter.chapter_cover_image,
    ]);
    expect(await served(chapter)).toEqual(before);
    expect(before.map((file) => file.status)).toEqual([200, 200]);
    // The image stored before the failure was removed again.
    expect(await storedKeys(t.deps.media)).toEqual(keys);
  });

  if (store === 's3') {
    test('S3 going away mid-update: 500; once it is back the old files are served and the sweep takes the orphan', async () => {
      const chapter = await addChapter(client);
      const before = await served(chapter);

      const realPut = t.deps.media.put.bind(t.deps.media);
      // The first image is stored; then the S3 server stops, so the second put really fails on the network.
      const put = vi
        .spyOn(t.deps.media, 'put')
        .mockImplementationOnce(realPut)
        .mockImplementationOnce(async (...args) => {
          await s3.stop();
          return realPut(...args);
        });
      try {
        const response = await client.multipart(`/api/admin/update-chapter/${chapter._id}`, newImages());
        expect(response.statusCode).toBe(500);
      } finally {
        put.mockRestore();
        await s3.restart();
      }

      const now = (await client.get(`/api/get-chapter-by-id/${chapter._id}`)).json().data;
      expect(now.chapter_image).toBe(chapter.chapter_image);
      expect(await served(chapter)).toEqual(before);
      // The first new image could not be removed while S3 was down: an unreferenced file, swept once old.
      const unreferenced = async () => {
        const keys = await referencedMediaKeys(t.db);
        return (await storedKeys(t.deps.media)).filter((key) => !keys.has(key));
      };
      expect(await unreferenced()).toHaveLength(1);
      const sweep = { db: t.db, store: t.deps.media, tempDir: mediaDir(t.config.dataDir), atStart: false };
      expect(await sweepMedia({ ...sweep, now: Date.now() + SWEEP_MIN_AGE_MS + 1000 })).toEqual({
        temporary: 0,
        unreferenced: 1,
      });
      expect(await unreferenced()).toEqual([]);
      expect(await served(chapter)).toEqual(before);
    });
  }
});
