export type ImageExt = 'png' | 'jpg' | 'webp' | 'gif';

export interface ImageType {
  ext: ImageExt;
  mime: string;
}

const ascii = (data: Uint8Array, start: number, text: string) =>
  data.length >= start + text.length && [...text].every((char, i) => data[start + i] === char.charCodeAt(0));

/**
 * The image format of a file, read from its first bytes; null for anything else (SVG included: it can
 * carry scripts). The client's file name and declared type are never trusted.
 */
export function detectImageType(data: Uint8Array): ImageType | null {
  if (data.length >= 8 && data[0] === 0x89 && ascii(data, 1, 'PNG\r\n\x1a\n'))
    return { ext: 'png', mime: 'image/png' };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { ext: 'jpg', mime: 'image/jpeg' };
  if (ascii(data, 0, 'RIFF') && ascii(data, 8, 'WEBP')) return { ext: 'webp', mime: 'image/webp' };
  if (ascii(data, 0, 'GIF87a') || ascii(data, 0, 'GIF89a')) return { ext: 'gif', mime: 'image/gif' };
  return null;
}
