import { contrastRatio, isOpaque } from './contrast';

describe('contrastRatio', () => {
  it('gives the WCAG extremes and is symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2f4fb5', '#2f4fb5')).toBe(1);
  });

  it('puts the usual AA grey just above 4.5:1', () => {
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('refuses a translucent colour rather than guessing what lies beneath', () => {
    expect(() => contrastRatio('rgba(15, 18, 25, 0.55)', '#ffffff')).toThrow(/opaque/);
    expect(isOpaque('rgba(15, 18, 25, 0.55)')).toBe(false);
    expect(isOpaque('#f6f7f9')).toBe(true);
  });
});
