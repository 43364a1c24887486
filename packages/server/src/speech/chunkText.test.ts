import { chunkText } from './chunkText';

const bytes = (text: string) => Buffer.byteLength(text);

describe('chunkText', () => {
  it('keeps a short text whole', () => {
    expect(chunkText('שלום עולם.', 100)).toEqual(['שלום עולם.']);
  });

  it('packs whole sentences under the byte limit and loses nothing', () => {
    const verse = 'ויאמר אלהים יהי אור ויהי אור׃ ';
    const text = verse.repeat(40);
    const chunks = chunkText(text, 200);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks) {
      expect(bytes(chunk)).toBeLessThanOrEqual(200);
      expect(chunk.trimEnd().endsWith('׃')).toBe(true);
    }
  });

  it('cuts an over-long sentence at spaces, and a word only when it alone is too long', () => {
    const words = 'אבג '.repeat(30);
    const chunks = chunkText(words, 50);
    expect(chunks.join('')).toBe(words);
    expect(chunks.every((chunk) => bytes(chunk) <= 50 && chunk.startsWith('א'))).toBe(true);
    const word = 'א'.repeat(60);
    expect(chunkText(word, 50).map(bytes)).toEqual([50, 50, 20]);
  });

  it('drops pieces that are only whitespace', () => {
    expect(chunkText('  \n\n ', 10)).toEqual([]);
  });
});
