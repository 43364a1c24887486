import { pageItems } from './pageItems';

describe('pageItems', () => {
  it('lists every page when they all fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first pages, a gap and the last page at the start', () => {
    expect(pageItems(1, 20001)).toEqual([1, 2, 3, 4, 5, 'gap', 20001]);
    expect(pageItems(3, 20001)).toEqual([1, 2, 3, 4, 5, 'gap', 20001]);
  });

  it('centres a window on the current page in the middle', () => {
    expect(pageItems(7, 20001)).toEqual([1, 'gap', 6, 7, 8, 'gap', 20001]);
  });

  it('shows the last pages at the end', () => {
    expect(pageItems(20001, 20001)).toEqual([1, 'gap', 19997, 19998, 19999, 20000, 20001]);
    expect(pageItems(19999, 20001)).toEqual([1, 'gap', 19997, 19998, 19999, 20000, 20001]);
  });

  it('never names a last page it does not know', () => {
    expect(pageItems(1, 201, false)).toEqual([1, 2, 3, 4, 5, 'gap']);
    expect(pageItems(9, 201, false)).toEqual([1, 'gap', 8, 9, 10, 'gap']);
    expect(pageItems(201, 201, false)).toEqual([1, 'gap', 200, 201]);
  });

  it('clamps a page outside the range and returns nothing without pages', () => {
    expect(pageItems(50, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});
