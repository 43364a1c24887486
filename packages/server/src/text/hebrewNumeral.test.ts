import { hebrewNumeral } from './hebrewNumeral';

describe('hebrewNumeral', () => {
  it.each([
    [1, 'א׳'],
    [10, 'י׳'],
    [11, 'י״א'],
    [15, 'ט״ו'],
    [16, 'ט״ז'],
    [24, 'כ״ד'],
    [50, 'נ׳'],
    [115, 'קט״ו'],
    [150, 'ק״נ'],
    [613, 'תרי״ג'],
  ])('%i is %s', (n, letters) => {
    expect(hebrewNumeral(n)).toBe(letters);
  });

  it('refuses what has no numeral', () => {
    expect(() => hebrewNumeral(0)).toThrow(RangeError);
    expect(() => hebrewNumeral(1.5)).toThrow(RangeError);
    expect(() => hebrewNumeral(1000)).toThrow(RangeError);
  });
});
