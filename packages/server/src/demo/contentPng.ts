import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A truecolour PNG (8-bit RGB, no filtering) drawn pixel by pixel: enough for demo pictures. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter method, no interlace
  const rowBytes = 1 + width * 3;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(pixel(x, y).map(Math.round), y * rowBytes + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as unknown as Rgb;

/**
 * A landscape for a chapter: a sky gradient, a sun and a rolling horizon, in the chapter's colours.
 * Different seeds move the sun and the hills so every chapter looks its own.
 */
export function demoPicture(width: number, height: number, sky: Rgb, land: Rgb, seed: number): Buffer {
  const sunX = width * (0.2 + ((seed * 0.37) % 0.6));
  const sunY = height * 0.3;
  const sunRadius = Math.min(width, height) * 0.12;
  return encodePng(width, height, (x, y) => {
    const horizon = height * (0.62 + 0.06 * Math.sin((x / width) * Math.PI * (2 + (seed % 3)) + seed));
    if (y > horizon) return mix(land, [20, 16, 12], (y - horizon) / (height - horizon));
    const distance = Math.hypot(x - sunX, y - sunY);
    if (distance < sunRadius) return [255, 236, 179];
    const glow = Math.max(0, 1 - distance / (sunRadius * 3)) * 0.5;
    return mix(mix(sky, [255, 255, 255], y / horizon / 2), [255, 220, 150], glow);
  });
}
