import { Readable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { adminClient, chapterForm, images, mediaFiles } from './helpers/content';
import { bearer, sharedTestApp } from './helpers/testApp';

/** One request is capped: its number of files and its total size (UPLOAD_MAX_FILES, REQUEST_LIMIT_MB). */

const t = sharedTestApp({
  admin: true,
  env: { UPLOAD_LIMIT_MB: '1', UPLOAD_MAX_FILES: '3', REQUEST_LIMIT_MB: '1' },
});

const fourFiles = () =>
  chapterForm(
    { verse_media_json: '[{"verseNumber":1},{"verseNumber":2}]' },
    { verse_1_image: images.png(1), verse_2_image: images.png(2) },
  );
// Each file is under the 1 MB per-file limit; together they are over the 1 MB request limit.
const twoLargeFiles = () =>
  chapterForm({}, { chapter_image: images.hugePng(600_000), cover_image: images.hugePng(600_000) });

describe('caps on one request', () => {
  test('more files than UPLOAD_MAX_FILES → 413, nothing stored', async () => {
    const response = await adminClient(t, t.admin).multipart('/api/admin/add-chapter', fourFiles());
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'too_many_files',
      message: 'Too many files',
      detail: 'Send at most 3 files in one request.',
    });
    expect(await mediaFiles(t)).toEqual([]);
    expect(await t.db.selectFrom('chapters').selectAll().execute()).toEqual([]);
  });

  test('a request declaring more than REQUEST_LIMIT_MB → 413, nothing stored', async () => {
    const response = await adminClient(t, t.admin).multipart('/api/admin/add-chapter', twoLargeFiles());
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'request_too_large',
      message: 'Request too large',
      detail: 'The files and fields of one request must add up to at most 1 MB.',
    });
    expect(await mediaFiles(t)).toEqual([]);
  });

  test('a streamed request (no length given) is counted as it arrives: 413 once over, partial files removed', async () => {
    const { payload, headers } = twoLargeFiles();
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/add-chapter',
      payload: Readable.from([payload.subarray(0, 100_000), payload.subarray(100_000)]),
      headers: { ...headers, ...bearer(t.admin) },
    });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().message).toBe('Request too large');
    expect(await mediaFiles(t)).toEqual([]);
    expect(await t.db.selectFrom('chapters').selectAll().execute()).toEqual([]);
  });
});
