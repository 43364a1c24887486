import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LocalMediaStore } from '../src/media/LocalMediaStore';
import { S3MediaStore } from '../src/media/S3MediaStore';
import { startTestS3, type TestS3 } from './helpers/s3';
import { createTestApp, type TestApp } from './helpers/testApp';

/** GET and HEAD /media/{key} on both stores: streamed whole or by range, revalidated with 304. */

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());

describe.each([
  { store: 'local', kind: LocalMediaStore, env: (): Record<string, string> => ({}) },
  { store: 's3', kind: S3MediaStore, env: () => s3.env() },
])('GET /media/{key} from the $store store', ({ kind, env }) => {
  let t: TestApp;
  let key: string;
  let big: string;
  const bytes = Buffer.from(Array.from({ length: 100 }, (_, i) => i));
  // Larger than a stream's chunks, so a range crosses several of them.
  const large = randomBytes(300_000);

  beforeAll(async () => {
    t = await createTestApp({ env: env() });
    expect(t.deps.media).toBeInstanceOf(kind);
    key = await t.deps.media.put(bytes, 'mp3');
    big = await t.deps.media.put(large, 'png');
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.inject({ method, url, headers });

  const validators = async () => {
    const { headers } = await get(`/media/${key}`);
    return { etag: String(headers.etag), lastModified: String(headers['last-modified']) };
  };

  test('serves a stored file with its type, length, validators and caching, without sign-in', async () => {
    const response = await get(`/media/${key}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['content-length']).toBe('100');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(new Date(String(response.headers['last-modified'])).getTime()).toBeGreaterThan(
      Date.now() - 60_000,
    );
    expect(response.rawPayload.equals(bytes)).toBe(true);
    const whole = await get(`/media/${big}`);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.rawPayload.equals(large)).toBe(true);
  });

  test('HEAD gives the headers of GET without the bytes', async () => {
    const head = await get(`/media/${key}`, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('100');
    expect(head.headers['content-type']).toBe('audio/mpeg');
    expect(head.rawPayload).toHaveLength(0);
    const range = await get(`/media/${big}`, { range: 'bytes=0-9' }, 'HEAD');
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-length']).toBe('10');
    expect(range.headers['content-range']).toBe('bytes 0-9/300000');
    expect(range.rawPayload).toHaveLength(0);
  });

  test('serves one byte range so players can seek', async () => {
    const middle = await get(`/media/${key}`, { range: 'bytes=10-19' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 10-19/100');
    expect(middle.headers['content-length']).toBe('10');
    expect([...middle.rawPayload]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const open = await get(`/media/${key}`, { range: 'bytes=95-' });
    expect([...open.rawPayload]).toEqual([95, 96, 97, 98, 99]);
    const suffix = await get(`/media/${key}`, { range: 'bytes=-3' });
    expect(suffix.headers['content-range']).toBe('bytes 97-99/100');
    expect([...suffix.rawPayload]).toEqual([97, 98, 99]);
    const past = await get(`/media/${key}`, { range: 'bytes=90-1000' });
    expect(past.headers['content-range']).toBe('bytes 90-99/100');
    const inside = await get(`/media/${big}`, { range: 'bytes=100000-250000' });
    expect(inside.statusCode).toBe(206);
    expect(inside.rawPayload.equals(large.subarray(100_000, 250_001))).toBe(true);
  });

  test('answers 416 for ranges outside the file, and the whole file for several ranges', async () => {
    for (const range of ['bytes=200-300', 'bytes=100-', 'bytes=-0', 'bytes=20-10']) {
      const outside = await get(`/media/${key}`, { range });
      expect(outside.statusCode, range).toBe(416);
      expect(outside.headers['content-range']).toBe('bytes */100');
      expect(outside.rawPayload).toHaveLength(0);
    }
    for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=-']) {
      const whole = await get(`/media/${key}`, { range });
      expect(whole.statusCode, range).toBe(200);
      expect(whole.rawPayload.equals(bytes)).toBe(true);
    }
  });

  test('answers 304 to a client whose copy is current', async () => {
    const { etag, lastModified } = await validators();
    const sameTag = await get(`/media/${key}`, { 'if-none-match': etag });
    expect(sameTag.statusCode).toBe(304);
    expect(sameTag.headers.etag).toBe(etag);
    expect(sameTag.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sameTag.rawPayload).toHaveLength(0);
    expect((await get(`/media/${key}`, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(`/media/${key}`, { 'if-none-match': '*' })).statusCode).toBe(304);
    expect((await get(`/media/${key}`, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get(`/media/${key}`, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await get(`/media/${key}`, { 'if-modified-since': earlier })).statusCode).toBe(200);
    // If-None-Match decides when both are given.
    expect(
      (await get(`/media/${key}`, { 'if-none-match': '"other"', 'if-modified-since': lastModified }))
        .statusCode,
    ).toBe(200);
  });

  test('If-Range: the range while the validator still matches, else the whole file', async () => {
    const { etag, lastModified } = await validators();
    for (const ifRange of [etag, lastModified]) {
      const ranged = await get(`/media/${key}`, { range: 'bytes=0-4', 'if-range': ifRange });
      expect(ranged.statusCode, ifRange).toBe(206);
      expect(ranged.rawPayload).toHaveLength(5);
    }
    for (const ifRange of ['"other"', `W/${etag}`, new Date(Date.parse(lastModified) - 1000).toUTCString()]) {
      const whole = await get(`/media/${key}`, { range: 'bytes=0-4', 'if-range': ifRange });
      expect(whole.statusCode, ifRange).toBe(200);
      expect(whole.rawPayload.equals(bytes)).toBe(true);
    }
  });

  test('answers 404 for unknown keys and anything that is not a generated key', async () => {
    for (const url of [
      '/media/00000000-0000-0000-0000-000000000000.png',
      '/media/bible-admin.sqlite',
      '/media/..%2Fbible-admin.sqlite',
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/jwt-secret',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: 'File not found' });
    }
  });
});
