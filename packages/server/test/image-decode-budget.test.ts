import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeBudget } from '../src/media/decodeBudget';
import { adminClient, chapterForm, mediaFiles } from './helpers/content';
import type { FilePart } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * Issue 36, expensive images within the caps: a WebP of a few bytes that claims 8000×6250 (one frame, under
 * the old 50-megapixel cap) held 700 MB decoded whole. Decodes now happen at the stored size where the
 * format allows, and each takes its estimated memory from a budget (IMAGE_DECODE_BUDGET_MB): the rest wait
 * their turn, then are refused with 503, Retry-After and a code. What it costs: scripts/measure-image-memory.ts.
 */

const MB = 1024 * 1024;

/** The review's image: one flat 8000×6250 lossless WebP frame, a few dozen bytes. */
const bomb = await sharp({ create: { width: 8000, height: 6250, channels: 3, background: '#808080' } })
  .webp({ lossless: true, effort: 0 })
  .toBuffer();
const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: 'teal' } })
  .png()
  .toBuffer();
const file = (data: Buffer, filename: string): FilePart => ({ filename, contentType: 'image/webp', data });

/** A test app with these image settings, its admin signed in. */
async function appWith(env: Record<string, string>) {
  const app = await createTestApp({ env });
  const client = adminClient(app, await app.loginAdmin());
  const upload = (image: FilePart) =>
    client.multipart('/api/admin/add-chapter', chapterForm({}, { chapter_image: image }));
  const stored = async (url: string) =>
    sharp((await app.inject({ method: 'GET', url })).rawPayload).metadata();
  return { app, client, upload, stored };
}

const apps: TestApp[] = [];
async function opened(env: Record<string, string>) {
  const opened = await appWith(env);
  apps.push(opened.app);
  return opened;
}
afterAll(() => Promise.all(apps.map((app) => app.close())));

test('the default cap (24 megapixels) refuses it from its header, before any pixel is decoded', async () => {
  expect(bomb.length).toBeLessThan(100);
  const { app, upload } = await opened({});
  const response = await upload(file(bomb, 'bomb.webp'));
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: 'image_too_large', message: 'Chapter image is too large' });
  expect(response.json().detail).toContain('1 frame of 8000×6250 pixels is over 24 megapixels in all');
  expect(await mediaFiles(app)).toEqual([]);
});

describe('within a raised cap (IMAGE_MAX_MEGAPIXELS=50), as the review sent it', () => {
  // One decode of it is estimated at 79 MB: a budget of 100 MB lets one in at a time.
  const env = { IMAGE_MAX_MEGAPIXELS: '50', IMAGE_DECODE_BUDGET_MB: '100', IMAGE_DECODE_WAIT_MS: '120000' };
  let opened: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    opened = await appWith(env);
    apps.push(opened.app);
  });

  test('three at once are all stored, scaled to 2048 a side, and never hold more than the budget between them', async () => {
    const budget = decodeBudget(100 * MB);
    const replies = await Promise.all([1, 2, 3].map(() => opened.upload(file(bomb, 'bomb.webp'))));
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect(await opened.stored(replies[0]!.json().data.chapter_image)).toMatchObject({
      format: 'webp',
      width: 2048,
      height: 1600,
    });
    // Each took its estimate; no two at once.
    expect(budget.peak).toBeGreaterThan(50 * MB);
    expect(budget.peak).toBeLessThanOrEqual(budget.capacity);
    expect(budget.queued).toBe(0);
  });

  test('an upload waits while the budget is spent, and is stored once it is given back', async () => {
    const budget = decodeBudget(100 * MB);
    let giveBack!: () => void;
    const held = budget.run(budget.capacity, () => new Promise<void>((resolve) => (giveBack = resolve)), 0);
    const reply = opened.upload(file(small, 'small.png'));
    while (budget.queued === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    giveBack();
    await held;
    expect((await reply).statusCode).toBe(200);
  });
});

test('while the budget is spent past IMAGE_DECODE_WAIT_MS: 503 image_decoding_busy with Retry-After, nothing stored', async () => {
  const { app, upload } = await opened({ IMAGE_DECODE_BUDGET_MB: '64', IMAGE_DECODE_WAIT_MS: '50' });
  const budget = decodeBudget(64 * MB);
  let giveBack!: () => void;
  const held = budget.run(budget.capacity, () => new Promise<void>((resolve) => (giveBack = resolve)), 0);
  try {
    const response = await upload(file(small, 'small.png'));
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'image_decoding_busy',
      message: 'Too many images are being processed',
    });
    expect(response.headers['retry-after']).toBe('5');
    expect(await mediaFiles(app)).toEqual([]);
  } finally {
    giveBack();
    await held;
  }
  expect((await upload(file(small, 'small.png'))).statusCode).toBe(200);
});

test('an image whose decode alone needs more than the whole budget is refused at once (400 image_too_large)', async () => {
  const { app, upload } = await opened({ IMAGE_MAX_MEGAPIXELS: '50', IMAGE_DECODE_BUDGET_MB: '50' });
  const response = await upload(file(bomb, 'bomb.webp'));
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: 'image_too_large' });
  expect(response.json().detail).toMatch(
    /Decoding it takes about \d+ MB, over the 50 MB images may use at once\.$/,
  );
  expect(await mediaFiles(app)).toEqual([]);
  expect(decodeBudget(50 * MB).peak).toBe(0);
});

test('a larger image is stored at IMAGE_STORED_MAX_PX a side; a smaller one as it is', async () => {
  const { upload, stored } = await opened({ IMAGE_STORED_MAX_PX: '100' });
  const wide = await sharp({ create: { width: 400, height: 200, channels: 3, background: 'red' } })
    .jpeg()
    .toBuffer();
  const large = await upload(file(wide, 'wide.jpg'));
  expect(await stored(large.json().data.chapter_image)).toMatchObject({
    format: 'jpeg',
    width: 100,
    height: 50,
  });
  const kept = await upload(file(small, 'small.png'));
  expect(await stored(kept.json().data.chapter_image)).toMatchObject({
    format: 'png',
    width: 40,
    height: 30,
  });
});
