import { describe, expect, it } from 'vitest';
import { hasErrors, validateVerseMedia } from './validate';

const list = [
  { id: 'a', verse_number: 1 },
  { id: 'b', verse_number: 3 },
];

describe('validateVerseMedia', () => {
  it('asks for a verse number', () => {
    expect(validateVerseMedia({ verseNumber: '', video: '' }, list)).toEqual({
      verse_number: { code: 'missing' },
    });
    expect(validateVerseMedia({ verseNumber: '  ', video: '' }, list).verse_number).toEqual({
      code: 'missing',
    });
  });

  it('refuses numbers under 1 and fractions', () => {
    expect(validateVerseMedia({ verseNumber: '0', video: '' }, list).verse_number).toEqual({ code: 'min' });
    expect(validateVerseMedia({ verseNumber: '-2', video: '' }, list).verse_number).toEqual({ code: 'min' });
    expect(validateVerseMedia({ verseNumber: '1.5', video: '' }, list).verse_number).toEqual({ code: 'min' });
  });

  it("refuses a verse past the chapter's count, and any number without one", () => {
    expect(validateVerseMedia({ verseNumber: '99', video: '' }, list, undefined, 6).verse_number).toEqual({
      code: 'max',
      max: 6,
    });
    expect(validateVerseMedia({ verseNumber: '6', video: '' }, list, undefined, 6)).toEqual({});
    expect(validateVerseMedia({ verseNumber: '99', video: '' }, list)).toEqual({});
  });

  it('refuses a verse already in the list, also on edit of another item', () => {
    expect(validateVerseMedia({ verseNumber: '3', video: '' }, list).verse_number).toEqual({
      code: 'duplicate',
      verse: 3,
    });
    expect(validateVerseMedia({ verseNumber: '3', video: '' }, list, 'a').verse_number).toEqual({
      code: 'duplicate',
      verse: 3,
    });
  });

  it('lets an item keep its own verse number', () => {
    expect(hasErrors(validateVerseMedia({ verseNumber: '3', video: '' }, list, 'b'))).toBe(false);
  });

  it('takes only https video addresses, and no video at all', () => {
    expect(
      validateVerseMedia({ verseNumber: '2', video: 'http://videos.example.com/a' }, list).video,
    ).toEqual({
      code: 'https',
    });
    expect(validateVerseMedia({ verseNumber: '2', video: 'https://' }, list).video).toEqual({
      code: 'https',
    });
    expect(validateVerseMedia({ verseNumber: '2', video: 'videos.example.com' }, list).video).toEqual({
      code: 'https',
    });
    expect(
      hasErrors(validateVerseMedia({ verseNumber: '2', video: 'https://videos.example.com/a' }, list)),
    ).toBe(false);
    expect(hasErrors(validateVerseMedia({ verseNumber: '2', video: ' ' }, list))).toBe(false);
  });
});
