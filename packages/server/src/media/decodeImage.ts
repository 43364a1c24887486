import { open } from 'node:fs/promises';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { detectImageType, type ImageExt } from './imageType';

/** Why an upload is not stored as an image. */
export type ImageRefusal = 'format' | 'dimensions';

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
 * refused with ImageRefused. Metadata and bytes appended after the image are dropped; a JPEG is turned
 * upright first, since its orientation lives in the EXIF data that goes. The encoded image is written to
 * `<file>-encoded.<ext>`: the caller removes it with the upload.
 */
export async function decodeImage(file: string, maxPx: number): Promise<DecodedImage> {
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
  let image = sharp(file, input);
  if (type.ext === 'jpg') image = image.autoOrient();
  try {
    // Written by libvips straight to a file: the encoded image never sits whole in JavaScript memory.
    const output = `${file}-encoded.${type.ext}`;
    await encoder(image, type.ext).toFile(output);
    return { ext: type.ext, path: output, width, height };
  } catch {
    throw new ImageRefused('format', 'The image does not decode.');
  }
}
