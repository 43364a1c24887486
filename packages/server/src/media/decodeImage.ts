import { open } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { Semaphore } from '../locks/Semaphore';
import { decodeBudget } from './decodeBudget';
import { detectImageType, type ImageExt } from './imageType';

/** Why an upload is not stored as an image. */
export type ImageRefusal = 'format' | 'dimensions';

/** What an upload may cost to decode, and how long it may wait for a turn (config: IMAGE_*). */
export interface ImageLimits {
  /** Largest width or height. */
  imageMaxPx: number;
  /** Most pixels over all frames. */
  imageMaxPixels: number;
  imageMaxFrames: number;
  /** Longest wait for a decoding slot; past it, SemaphoreTimeoutError and nothing decoded. */
  imageDecodeWaitMs: number;
  /** Longest side an image is stored at: a larger one is scaled down to it, and decoded at that size where its format allows. */
  imageStoredMaxPx: number;
  /** Bytes the decodes of this process may hold at once (decodeBudget). */
  imageDecodeBudgetBytes: number;
}

/** Decoding takes a core: at most one image per core at once in this process, the others queue. */
const decoding = new Semaphore(availableParallelism());

/** libvips holds a decoded pixel as RGBA, 8 bits a channel. */
const BYTES_PER_PIXEL = 4;

/** Formats whose decoder scales while it decodes (JPEG by 1/2, 1/4 or 1/8, WebP to any size): shrink on load. */
const SHRINKS_ON_LOAD: readonly ImageExt[] = ['jpg', 'webp'];

/** The size an image of width × height is stored at: inside `max` × `max`, never enlarged. */
export function storedSize(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * What decoding and encoding an image again holds at most, in bytes, as measured (scripts/measure-image-memory.ts):
 * the decoded pixels (a single JPEG or WebP frame shrinks on load: under 4 times the stored size, since JPEG's
 * shrink is the power of two below the scale; PNG, GIF and animations are counted whole) and about twice the
 * stored pixels for the scaled copy and the encoder.
 */
export function decodeBytes(
  ext: ImageExt,
  image: { width: number; height: number; frames: number },
  maxStoredPx: number,
): number {
  const { frames } = image;
  const stored = storedSize(image.width, image.height, maxStoredPx);
  const full = image.width * image.height * frames;
  const storedPixels = stored.width * stored.height * frames;
  const shrinks = frames === 1 && SHRINKS_ON_LOAD.includes(ext);
  const decoded = shrinks ? Math.min(full, 4 * storedPixels) : full;
  return (decoded + 2 * storedPixels) * BYTES_PER_PIXEL;
}

const megabytes = (bytes: number) => Math.ceil(bytes / 1024 / 1024);

export class ImageRefused extends Error {
  constructor(
    readonly reason: ImageRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRefused';
  }
}

export interface DecodedImage {
  ext: ImageExt;
  /**
   * The file of the image encoded again (no metadata such as an EXIF location or comments, nothing after
   * its end), written beside the upload in the request's scratch folder and removed with it.
   */
  path: string;
  width: number;
  height: number;
}

/** sharp's name of each accepted format. */
const SHARP_FORMAT: Record<ImageExt, string> = { png: 'png', jpg: 'jpeg', webp: 'webp', gif: 'gif' };

async function firstBytes(file: string, count: number): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(count), 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function encoder(image: Sharp, ext: ImageExt): Sharp {
  switch (ext) {
    case 'png':
      return image.png();
    case 'jpg':
      return image.jpeg({ quality: 90 });
    case 'webp':
      return image.webp({ quality: 90 });
    case 'gif':
      return image.gif();
  }
}

/**
 * Decodes an uploaded image completely and encodes it again in its own format, so what is stored and
 * served is an image and only that: files that do not decode (a bare signature, a truncated header),
 * SVG (it can carry scripts: refused by its first bytes before any decoder sees it) and images wider or
 * taller than `maxPx` (decompression bombs: checked from the header, before the pixels are decoded) are
 * refused with ImageRefused, and so are animations of more than `imageMaxFrames` frames or more than
 * `imageMaxPixels` pixels in all (a few hundred bytes can hold frames that take seconds and gigabytes to
 * decode). Metadata and bytes appended after the image are dropped; a JPEG is turned upright first, since
 * its orientation lives in the EXIF data that goes. An image larger than `imageStoredMaxPx` is stored scaled
 * down to it, and JPEG and WebP decode at about that size (issue 36: an 8000×6250 WebP of 92 bytes held
 * 700 MB decoded whole). Decoding takes its estimated memory (decodeBytes) from the process's budget
 * (`imageDecodeBudgetBytes`; an image that needs more than all of it is refused) and one of the per-core
 * slots, waiting at most `imageDecodeWaitMs` for both (then SemaphoreTimeoutError). The encoded image is
 * written to `<file>-encoded.<ext>`: the caller removes it with the upload.
 */
export async function decodeImage(file: string, limits: ImageLimits): Promise<DecodedImage> {
  const maxPx = limits.imageMaxPx;
  const type = detectImageType(await firstBytes(file, 16));
  if (!type) throw new ImageRefused('format', 'Not a PNG, JPEG, WebP or GIF image.');
  // Animated GIF and WebP keep their frames; a frame is checked against the limit, not the strip of all.
  const input = { animated: true, limitInputPixels: maxPx * maxPx, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    // The header only: no pixel is decoded here, so no limit yet; the dimensions are checked below.
    metadata = await sharp(file, { ...input, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused('format', 'The image does not decode.');
  }
  const width = metadata.width;
  const height = metadata.pageHeight ?? metadata.height;
  if (metadata.format !== SHARP_FORMAT[type.ext]) {
    throw new ImageRefused('format', `The content is ${metadata.format}, not ${type.ext}.`);
  }
  if (!width || !height || width > maxPx || height > maxPx) {
    throw new ImageRefused('dimensions', `${width}×${height} pixels is over ${maxPx}×${maxPx}.`);
  }
  const frames = metadata.pages ?? 1;
  if (frames > limits.imageMaxFrames) {
    throw new ImageRefused('dimensions', `${frames} frames is over ${limits.imageMaxFrames}.`);
  }
  if (width * height * frames > limits.imageMaxPixels) {
    throw new ImageRefused(
      'dimensions',
      `${frames} frame${frames === 1 ? '' : 's'} of ${width}×${height} pixels is over ${limits.imageMaxPixels / 1_000_000} megapixels in all.`,
    );
  }
  const bytes = decodeBytes(type.ext, { width, height, frames }, limits.imageStoredMaxPx);
  const budget = decodeBudget(limits.imageDecodeBudgetBytes);
  if (bytes > budget.capacity) {
    throw new ImageRefused(
      'dimensions',
      `Decoding it takes about ${megabytes(bytes)} MB, over the ${megabytes(budget.capacity)} MB images may use at once.`,
    );
  }
  const stored = storedSize(width, height, limits.imageStoredMaxPx);
  const deadline = Date.now() + limits.imageDecodeWaitMs;
  return budget.run(
    bytes,
    () =>
      decoding.run(
        () => encodeAgain(file, type.ext, input, limits.imageStoredMaxPx, stored),
        Math.max(0, deadline - Date.now()),
      ),
    limits.imageDecodeWaitMs,
  );
}

/** Decodes the whole image and writes it again in its own format, at most `maxStoredPx` a side (see decodeImage). */
async function encodeAgain(
  file: string,
  ext: ImageExt,
  input: SharpOptions,
  maxStoredPx: number,
  size: { width: number; height: number },
): Promise<DecodedImage> {
  let image = sharp(file, input);
  if (ext === 'jpg') image = image.autoOrient();
  // A square box: the same whichever way a JPEG turns upright. sharp then decodes JPEG and WebP scaled down.
  image = image.resize({ width: maxStoredPx, height: maxStoredPx, fit: 'inside', withoutEnlargement: true });
  try {
    // Written by libvips straight to a file: the encoded image never sits whole in JavaScript memory.
    const output = `${file}-encoded.${ext}`;
    await encoder(image, ext).toFile(output);
    return { ext, path: output, ...size };
  } catch {
    throw new ImageRefused('format', 'The image does not decode.');
  }
}
