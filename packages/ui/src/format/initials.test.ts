import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Moshe Cohen')).toBe('MC');
    expect(initials('Moshe ben Amram Cohen')).toBe('MC');
  });

  it('works for Hebrew names, with or without vowel points', () => {
    expect(initials('משה כהן')).toBe('מכ');
    expect(initials('מֹשֶׁה כֹּהֵן')).toBe('מכ');
  });

  it('upper-cases Latin letters and ignores extra spaces', () => {
    expect(initials('  ruth   levi ')).toBe('RL');
  });

  it('gives one letter for one word', () => {
    expect(initials('Moshe')).toBe('M');
    expect(initials('שרה')).toBe('ש');
  });

  it('skips leading punctuation in a word', () => {
    expect(initials('"Dani" (Daniel) Levi')).toBe('DL');
  });

  it("gives '?' for an empty name", () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials(undefined)).toBe('?');
    expect(initials('- -')).toBe('?');
  });
});
