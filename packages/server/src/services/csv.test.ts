import { describe, expect, test } from 'vitest';
import { csvField, csvLine } from './csv';

describe('csvField', () => {
  test('plain text stays as it is, Hebrew included', () => {
    expect(csvField('Moshe Cohen')).toBe('Moshe Cohen');
    expect(csvField('משה כהן')).toBe('משה כהן');
    expect(csvField('')).toBe('');
  });

  test('quotes a field holding a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvField('Cohen, Moshe')).toBe('"Cohen, Moshe"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  test.each(['=1+1', '+972', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises a field a spreadsheet would read as a formula: %j',
    (value) => {
      const field = csvField(value);
      expect(field.replace(/^"/, '').startsWith("'")).toBe(true);
      expect(field).toContain(value.replaceAll('"', '""'));
    },
  );

  test('a formula that also needs quotes is neutralised inside the quotes', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });
});

test('csvLine joins fields with commas and ends with CRLF', () => {
  expect(csvLine(['a', 'b,c', '=d'])).toBe('a,"b,c",\'=d\r\n');
});
