import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let key: string;
const bytes = Buffer.from(Array.from({ length: 100 }, (_, i) => i));

beforeAll(async () => {
  t = await createTestApp();
  key = await t.deps.media.put(bytes, 'mp3');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });

describe('GET /media/{key}', () => {
  test('serves a stored file with its content type, cacheable for good, without sign-in', async () => {
    const response = await get(`/media/${key}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  test('serves byte ranges so players can seek', async () => {
    const middle = await get(`/media/${key}`, { range: 'bytes=10-19' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 10-19/100');
    expect([...middle.rawPayload]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const open = await get(`/media/${key}`, { range: 'bytes=95-' });
    expect([...open.rawPayload]).toEqual([95, 96, 97, 98, 99]);
    const suffix = await get(`/media/${key}`, { range: 'bytes=-3' });
    expect(suffix.headers['content-range']).toBe('bytes 97-99/100');
    const outside = await get(`/media/${key}`, { range: 'bytes=200-300' });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */100');
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
