import { excerptAt, firstDifference } from './differenceExcerpt';

const start =
  'In the beginning God created the heaven and the earth. And the earth was without form, and void; ';

describe('firstDifference', () => {
  it('is where the texts part, or the shorter one’s end', () => {
    expect(firstDifference('abcd', 'abXd')).toBe(2);
    expect(firstDifference('abc', 'abcdef')).toBe(3);
    expect(firstDifference('same', 'same')).toBe(4);
  });
});

describe('excerptAt', () => {
  it('shows a short text whole', () => {
    expect(excerptAt('short', 2, 20)).toBe('short');
  });

  it('shows the part of a long text around its first difference, with an ellipsis on each cut side', () => {
    const theirs = `${start}and darkness was upon the face of the deep. And the Spirit of God moved.`;
    const yours = `${start}and light was upon the face of the deep. And the Spirit of God moved.`;
    const at = firstDifference(theirs, yours);
    const [mine, other] = [excerptAt(yours, at, 60), excerptAt(theirs, at, 60)];
    expect(mine).toMatch(/^….*and light was upon.*…$/);
    expect(other).toMatch(/^….*and darkness was upon.*…$/);
    expect(mine).not.toBe(other);
  });

  it('keeps the start when the difference is near it, and the end when it is near that', () => {
    const text = 'x'.repeat(200);
    expect(excerptAt(text, 5, 50)).toMatch(/^x+…$/);
    expect(excerptAt(text, 199, 50)).toMatch(/^…x+$/);
  });
});
