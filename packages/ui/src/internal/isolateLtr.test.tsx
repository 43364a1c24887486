import { render } from '@testing-library/react';
import { isolateLtr } from './isolateLtr';

/** The isolated runs of a message, in order. */
function isolated(message: string): string[] {
  const { container } = render(<p>{isolateLtr(message)}</p>);
  return [...container.querySelectorAll('bdi[dir="ltr"]')].map((bdi) => bdi.textContent ?? '');
}

describe('isolateLtr', () => {
  it('isolates a bare scheme and a full address, leaving the sentence punctuation outside', () => {
    expect(isolated('הקישור חייב להתחיל ב-https://')).toEqual(['https://']);
    expect(isolated('קישור https://.')).toEqual(['https://']);
    expect(isolated('ראו https://example.com/a?b=1.')).toEqual(['https://example.com/a?b=1']);
  });

  it('isolates e-mails and numbers', () => {
    expect(isolated('כתבו ל-support@example.co.il')).toEqual(['support@example.co.il']);
    expect(isolated('מ-1 עד 176.')).toEqual(['1', '176']);
    expect(isolated('נשלח ב-03/07/2025 בשעה 14:05')).toEqual(['03/07/2025', '14:05']);
  });

  it('keeps the whole text, in order', () => {
    const { container } = render(<p>{isolateLtr('מ-1 עד 176.')}</p>);
    expect(container.textContent).toBe('מ-1 עד 176.');
  });

  it('returns text without such runs, and anything not a string, unchanged', () => {
    expect(isolateLtr('שם הפרק הוא שדה חובה')).toBe('שם הפרק הוא שדה חובה');
    const node = <strong>x</strong>;
    expect(isolateLtr(node)).toBe(node);
  });
});
