import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  addChapter,
  adminClient,
  chapterForm,
  encodeImage,
  images,
  keyOf,
  mediaFiles,
} from './helpers/content';
import type { FilePart } from './helpers/multipart';
import { multipartBody } from './helpers/multipart';
import { bearer, createTestApp, sharedTestApp } from './helpers/testApp';

/** Uploaded images are decoded and encoded again: what does not decode, or is too large, is refused. */

const t = sharedTestApp({ admin: true });
const client = () => adminClient(t, t.admin);

beforeEach(async () => {
  await t.db.deleteFrom('verse_media').execute();
  await t.db.deleteFrom('chapters').execute();
  for (const key of await mediaFiles(t)) await t.deps.media.delete(key);
});

const file = (data: Buffer, filename = 'upload.png'): FilePart => ({
  filename,
  contentType: 'image/png',
  data,
});

/** A PNG whose header claims width × height, followed by a tiny (invalid) body: a bomb's first bytes. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0, 0, 0, 0, 1])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const HALF_PNG = (await encodeImage('png', 64, 64)).subarray(0, 60);
const JPEG_ON_PNG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), await encodeImage('png')]);

const addWithChapterImage = (image: FilePart) =>
  client().multipart('/api/admin/add-chapter', chapterForm({}, { chapter_image: image }));

const storedBytes = async (url: string) => (await t.inject({ method: 'GET', url })).rawPayload;

describe('images that do not decode are refused, nothing stored', () => {
  test.each([
    ['an 8-byte PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a 3-byte JPEG header', Buffer.from([0xff, 0xd8, 0xff])],
    ['a PNG cut in half', HALF_PNG],
    ['a GIF header with nothing after it', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['a JPEG signature on a PNG body', JPEG_ON_PNG],
  ])('%s → 400', async (_name, data) => {
    const response = await addWithChapterImage(file(data));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe('Chapter image must be a PNG, JPEG, WebP or GIF image');
    expect(await mediaFiles(t)).toEqual([]);
  });
});

describe('dimensions are capped (IMAGE_MAX_PX, 8000 by default)', () => {
  test.each([
    ['8001 wide', () => encodeImage('png', 8001, 2)],
    ['8001 high', () => encodeImage('png', 2, 8001)],
    ['a 20000×20000 decompression bomb (refused from its header)', async () => pngClaiming(20_000, 20_000)],
  ])('%s → 400', async (_name, make) => {
    const response = await addWithChapterImage(file(await make()));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe('Chapter image is too large');
    expect(await mediaFiles(t)).toEqual([]);
  });

  test('8000 pixels is accepted, and stored at IMAGE_STORED_MAX_PX (2048) a side', async () => {
    const chapter = await addChapter(
      client(),
      chapterForm({}, { cover_image: file(await encodeImage('png', 8000, 1)) }),
    );
    expect(await sharp(await storedBytes(chapter.chapter_cover_image)).metadata()).toMatchObject({
      width: 2048,
      height: 1,
    });
  });
});

/** A RIFF chunk: its four-letter type, its length, its data (padded to even). */
const riffChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32LE(data.length);
  return Buffer.concat([Buffer.from(type, 'latin1'), length, data, Buffer.alloc(data.length % 2)]);
};
const uint24 = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff]);

/**
 * An animated WebP of `frames` frames of one flat `size`×`size` lossless bitstream: a few hundred bytes
 * whose every frame decodes to `size`² pixels (the shape of the bomb the review sent).
 */
async function webpAnimation(size: number, frames: number): Promise<Buffer> {
  const still = await sharp({ create: { width: size, height: size, channels: 3, background: '#808080' } })
    .webp({ lossless: true, effort: 0 })
    .toBuffer();
  const bitstream = still.subarray(12); // the VP8L chunk after 'RIFF', the size and 'WEBP'
  const canvas = Buffer.concat([Buffer.from([0x02, 0, 0, 0]), uint24(size - 1), uint24(size - 1)]);
  const frame = riffChunk(
    'ANMF',
    Buffer.concat([
      uint24(0),
      uint24(0),
      uint24(size - 1),
      uint24(size - 1),
      uint24(100),
      Buffer.from([0]),
      bitstream,
    ]),
  );
  const body = Buffer.concat([
    Buffer.from('WEBP', 'latin1'),
    riffChunk('VP8X', canvas),
    riffChunk('ANIM', Buffer.from([0, 0, 0, 0, 0, 0])),
    ...Array.from({ length: frames }, () => frame),
  ]);
  return riffChunk('RIFF', body);
}

describe('animations are bounded before any frame is decoded (IMAGE_MAX_FRAMES, IMAGE_MAX_MEGAPIXELS)', () => {
  test('a tiny animated WebP of 4 frames of 4000×4000 (64 megapixels in all) → 400, nothing stored', async () => {
    const bomb = await webpAnimation(4000, 4);
    expect(bomb.length).toBeLessThan(1000);
    expect(await sharp(bomb, { animated: true }).metadata()).toMatchObject({ pages: 4, pageHeight: 4000 });
    const response = await addWithChapterImage(file(bomb, 'bomb.webp'));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'image_too_large', message: 'Chapter image is too large' });
    expect(response.json().detail).toContain('4 frames of 4000×4000 pixels is over 24 megapixels in all');
    expect(await mediaFiles(t)).toEqual([]);
  });

  test('101 frames → 400; 100 are accepted', async () => {
    const long = await addWithChapterImage(file(await webpAnimation(16, 101), 'long.webp'));
    expect(long.statusCode, long.body).toBe(400);
    expect(long.json().detail).toContain('101 frames is over 100');
    const chapter = await addChapter(
      client(),
      chapterForm({}, { chapter_image: file(await webpAnimation(16, 100), 'short.webp') }),
    );
    expect((await sharp(await storedBytes(chapter.chapter_image)).metadata()).format).toBe('webp');
  });
});

test('at most one image per core decodes at once; past IMAGE_DECODE_WAIT_MS in the queue → 503 with Retry-After', async () => {
  const busy = await createTestApp({ env: { IMAGE_DECODE_WAIT_MS: '1' } });
  try {
    const token = await busy.loginAdmin();
    // Small to send, a few hundred milliseconds to decode and encode again.
    const heavy = await encodeImage('png', 4000, 4000);
    const uploads = Array.from({ length: 8 }, () => {
      const { payload, headers } = multipartBody({ first_name: 'Busy' }, { profile_pic: file(heavy) });
      return busy.inject({
        method: 'POST',
        url: '/api/admin/update-profile',
        payload,
        headers: { ...headers, ...bearer(token) },
      });
    });
    const replies = await Promise.all(uploads);
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    const refused = replies.filter((reply) => reply.statusCode === 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(refused[0]!.json()).toMatchObject({
      code: 'image_decoding_busy',
      message: 'Too many images are being processed',
    });
    expect(refused[0]!.headers['retry-after']).toBe('5');
  } finally {
    await busy.close();
  }
});

describe('what is stored is the image encoded again', () => {
  test('a PNG with HTML appended is stored without it', async () => {
    const png = await encodeImage('png', 5, 5);
    const chapter = await addChapter(
      client(),
      chapterForm(
        {},
        { chapter_image: file(Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')])) },
      ),
    );
    const stored = await storedBytes(chapter.chapter_image);
    expect(stored.includes('<script>')).toBe(false);
    expect(stored.subarray(-8).toString('latin1')).toBe('IEND\xae\x42\x60\x82');
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 5, height: 5 });
  });

  test('EXIF metadata (a location) is stripped from a JPEG, which stays a JPEG and is turned upright', async () => {
    const place = 'secret-place-31.7767N-35.2345E';
    const jpeg = await sharp({ create: { width: 6, height: 2, channels: 3, background: 'blue' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: place } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(jpeg.includes(place)).toBe(true);
    const chapter = await addChapter(client(), chapterForm({}, { chapter_image: file(jpeg, 'photo.jpg') }));
    expect(keyOf(chapter.chapter_image)).toMatch(/\.jpg$/);
    const stored = await storedBytes(chapter.chapter_image);
    expect(stored.includes(place)).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 2, height: 6 });
    expect(metadata.exif).toBeUndefined();
  });

  test('each format keeps its own: PNG, JPEG, WebP and GIF', async () => {
    const chapter = await addChapter(
      client(),
      chapterForm(
        { verse_media_json: '[{"verseNumber":1},{"verseNumber":2}]' },
        {
          chapter_image: images.jpeg(),
          cover_image: images.webp(),
          verse_1_image: images.gif(),
          verse_2_image: images.png(),
        },
      ),
    );
    const formats = [
      chapter.chapter_image,
      chapter.chapter_cover_image,
      ...chapter.verse_media.map((m: { image: string }) => m.image),
    ];
    const decoded = await Promise.all(
      formats.map(async (url) => (await sharp(await storedBytes(url)).metadata()).format),
    );
    expect(decoded).toEqual(['jpeg', 'webp', 'gif', 'png']);
    expect(formats.map((url) => url.split('.').pop())).toEqual(['jpg', 'webp', 'gif', 'png']);
  });
});
