import { open } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { Semaphore } from '../locks/Semaphore';
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
}

/** Decoding takes a core: at most one image per core at once in this process, the others queue. */
const decoding = new Semaphore(availableParallelism());

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
 * its orientation lives in the EXIF data that goes. Decoding waits for one of the per-core slots, at most
 * `imageDecodeWaitMs` (then SemaphoreTimeoutError). The encoded image is written to
 * `<file>-encoded.<ext>`: the caller removes it with the upload.
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
      `${frames} frames of ${width}×${height} pixels is over ${limits.imageMaxPixels / 1_000_000} megapixels in all.`,
    );
  }
  return decoding.run(() => encodeAgain(file, type.ext, input, { width, height }), limits.imageDecodeWaitMs);
}

/** Decodes the whole image and writes it again in its own format (see decodeImage). */
async function encodeAgain(
  file: string,
  ext: ImageExt,
  input: SharpOptions,
  size: { width: number; height: number },
): Promise<DecodedImage> {
  let image = sharp(file, input);
  if (ext === 'jpg') image = image.autoOrient();
  try {
    // Written by libvips straight to a file: the encoded image never sits whole in JavaScript memory.
    const output = `${file}-encoded.${ext}`;
    await encoder(image, ext).toFile(output);
    return { ext, path: output, ...size };
  } catch {
    throw new ImageRefused('format', 'The image does not decode.');
  }
}
