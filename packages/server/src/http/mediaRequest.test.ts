import { isNotModified, requestedRange } from './mediaRequest';

const file = { size: 100, etag: '"abc"', lastModified: new Date('2026-01-02T03:04:05.678Z') };

describe('requestedRange', () => {
  const range = (value: string, size = 100, extra: Record<string, string> = {}) =>
    requestedRange({ range: value, ...extra }, { ...file, size });

  it('reads one range in its three forms, clipped to the file', () => {
    expect(range('bytes=0-0')).toEqual({ kind: 'partial', range: { start: 0, end: 0 } });
    expect(range(' bytes=5-')).toEqual({ kind: 'partial', range: { start: 5, end: 99 } });
    expect(range('bytes=-500')).toEqual({ kind: 'partial', range: { start: 0, end: 99 } });
    expect(range('bytes=50-99999999999999999999')).toEqual({
      kind: 'partial',
      range: { start: 50, end: 99 },
    });
  });

  it('finds nothing to send past the end, in an empty file, or backwards', () => {
    for (const value of ['bytes=100-', 'bytes=99999999999999999999-', 'bytes=-0', 'bytes=9-3'])
      expect(range(value), value).toEqual({ kind: 'unsatisfiable' });
    expect(range('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(range('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('sends the whole file without a range, for other syntaxes, or when If-Range no longer matches', () => {
    expect(requestedRange({}, file)).toEqual({ kind: 'whole' });
    for (const value of ['bytes=1-2, 4-5', 'bytes=a-b', 'bytes 1-2', 'pages=1-2', 'bytes=-'])
      expect(range(value), value).toEqual({ kind: 'whole' });
    expect(range('bytes=1-2', 100, { 'if-range': '"abc"' }).kind).toBe('partial');
    expect(range('bytes=1-2', 100, { 'if-range': 'Fri, 02 Jan 2026 03:04:05 GMT' }).kind).toBe('partial');
    expect(range('bytes=1-2', 100, { 'if-range': 'W/"abc"' }).kind).toBe('whole');
    expect(range('bytes=1-2', 100, { 'if-range': 'Fri, 02 Jan 2026 03:04:06 GMT' }).kind).toBe('whole');
    expect(range('bytes=1-2', 100, { 'if-range': 'yesterday' }).kind).toBe('whole');
  });
});

describe('isNotModified', () => {
  it('compares entity tags weakly, and dates to the second only without If-None-Match', () => {
    expect(isNotModified({}, file)).toBe(false);
    expect(isNotModified({ 'if-none-match': 'W/"abc"' }, file)).toBe(true);
    expect(isNotModified({ 'if-none-match': '"x", "abc"' }, file)).toBe(true);
    expect(isNotModified({ 'if-none-match': '"x"' }, file)).toBe(false);
    expect(isNotModified({ 'if-modified-since': 'Fri, 02 Jan 2026 03:04:05 GMT' }, file)).toBe(true);
    expect(isNotModified({ 'if-modified-since': 'Fri, 02 Jan 2026 03:04:04 GMT' }, file)).toBe(false);
    expect(isNotModified({ 'if-modified-since': 'not a date' }, file)).toBe(false);
    expect(
      isNotModified({ 'if-none-match': '"x"', 'if-modified-since': 'Fri, 02 Jan 2026 03:04:05 GMT' }, file),
    ).toBe(false);
  });
});
