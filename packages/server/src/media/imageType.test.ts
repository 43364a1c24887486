import { detectImageType } from './imageType';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('detectImageType', () => {
  it('recognises PNG, JPEG, WebP and GIF by their first bytes', () => {
    expect(detectImageType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]))).toEqual({
      ext: 'png',
      mime: 'image/png',
    });
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toEqual({
      ext: 'webp',
      mime: 'image/webp',
    });
    expect(detectImageType(bytes('GIF89a', [1, 0]))).toEqual({ ext: 'gif', mime: 'image/gif' });
    expect(detectImageType(bytes('GIF87a', [1, 0]))).toEqual({ ext: 'gif', mime: 'image/gif' });
  });

  it('refuses SVG, text named like an image, other RIFF files and truncated headers', () => {
    expect(
      detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeNull();
    expect(detectImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(detectImageType(bytes('not really a png'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes([0x89], 'PNG'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});
