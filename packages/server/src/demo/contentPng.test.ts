import { crc32, inflateSync } from 'node:zlib';
import { detectImageType } from '../media/imageType';
import { demoPicture, encodePng } from './contentPng';

/** The chunks of a PNG file, each checked against its CRC. */
function chunks(png: Buffer) {
  const list: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    list.push({ type, data });
    at += 12 + length;
  }
  return list;
}

describe('encodePng', () => {
  it('writes a valid RGB PNG whose pixels are the ones drawn', () => {
    const png = encodePng(3, 2, (x, y) => [x * 100, y * 200, 7]);
    expect(detectImageType(png)?.ext).toBe('png');
    const [ihdr, idat, iend] = chunks(png);
    expect(ihdr!.type).toBe('IHDR');
    expect(ihdr!.data.readUInt32BE(0)).toBe(3);
    expect(ihdr!.data.readUInt32BE(4)).toBe(2);
    expect(iend!.type).toBe('IEND');
    expect([...inflateSync(idat!.data)]).toEqual([
      0, 0, 0, 7, 100, 0, 7, 200, 0, 7, 0, 0, 200, 7, 100, 200, 7, 200, 200, 7,
    ]);
  });
});

describe('demoPicture', () => {
  it('draws different pictures for different chapters', () => {
    const a = demoPicture(64, 40, [90, 140, 200], [60, 110, 50], 1);
    const b = demoPicture(64, 40, [90, 140, 200], [60, 110, 50], 2);
    expect(detectImageType(a)?.ext).toBe('png');
    expect(a.equals(b)).toBe(false);
  });
});
