import { virtualWindow } from './virtualWindow';

const base = { viewportRows: 10, total: 10_000, overscan: 5, rowHeight: 48 };

describe('virtualWindow', () => {
  it('renders the viewport plus the overscan after it at the top', () => {
    expect(virtualWindow({ ...base, first: 0 })).toEqual({ start: 0, end: 15, before: 0, after: 9_985 * 48 });
  });

  it('renders the overscan on both sides in the middle, with spacers for the rest', () => {
    const w = virtualWindow({ ...base, first: 5_000 });
    expect(w).toEqual({ start: 4_995, end: 5_015, before: 4_995 * 48, after: 4_985 * 48 });
    // Spacers plus rendered rows always add up to the full height, so the scrollbar never jumps.
    expect(w.before + (w.end - w.start) * 48 + w.after).toBe(10_000 * 48);
  });

  it('ends at the last row at the bottom', () => {
    expect(virtualWindow({ ...base, first: 9_990 })).toEqual({
      start: 9_985,
      end: 10_000,
      before: 9_985 * 48,
      after: 0,
    });
  });

  it('keeps a full window of the last rows when scrolled past the end', () => {
    expect(virtualWindow({ ...base, first: 20_000 })).toEqual({
      start: 9_985,
      end: 10_000,
      before: 9_985 * 48,
      after: 0,
    });
  });

  it('renders every row of a table shorter than its viewport', () => {
    expect(virtualWindow({ ...base, total: 3, first: 0 })).toEqual({ start: 0, end: 3, before: 0, after: 0 });
  });

  it('renders nothing for no rows', () => {
    expect(virtualWindow({ ...base, total: 0, first: 0 })).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });
});
