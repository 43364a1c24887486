import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeMessage } from './message';
import { OutboxMailer } from './OutboxMailer';

describe('the outbox (no mail server)', () => {
  it('writes a private .eml with both parts, right to left for Hebrew, and logs its file name', async () => {
    const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-')), 'outbox');
    const lines: { details: Record<string, unknown>; message: string }[] = [];
    const message = composeMessage({
      to: 'dana@example.com',
      locale: 'he',
      subject: 'הוזמנת לצוות',
      paragraphs: ['<b>שלום</b> & ברוכה הבאה'],
      action: { label: 'הצטרפות', url: 'http://localhost:8080/accept?token=abc&x=1' },
    });
    const keep = (details: Record<string, unknown>, text: string) => lines.push({ details, message: text });
    await new OutboxMailer(outbox, 'Bible Admin <no-reply@localhost>').send(message, {
      info: keep,
      error: keep,
    });

    const [file] = readdirSync(outbox);
    expect(file).toMatch(/^[0-9a-f-]{36}\.eml$/);
    const full = path.join(outbox, file!);
    expect(statSync(full).mode & 0o777).toBe(0o600);
    const raw = readFileSync(full, 'utf8');
    expect(raw).toMatch(/^To: dana@example\.com$/m);
    expect(raw).toMatch(/^Content-Language: he$/m);
    expect(raw).toMatch(/multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(lines).toEqual([{ details: { outboxFile: full }, message: 'Mail written to the outbox' }]);

    // The parts themselves: the text in the recipient's direction, the caller's words escaped, the link whole.
    expect(message.html).toContain('<html lang="he" dir="rtl">');
    expect(message.html).toContain('&#60;b&#62;שלום&#60;/b&#62; &#38; ברוכה הבאה');
    expect(message.html).toContain('href="http://localhost:8080/accept?token=abc&#38;x=1"');
    expect(message.text).toContain('הצטרפות: http://localhost:8080/accept?token=abc&x=1');
  });

  it('lays English out left to right', () => {
    const message = composeMessage({
      to: 'a@example.com',
      locale: 'en',
      subject: 'Reset your password',
      paragraphs: ['Someone asked to reset it.'],
      action: { label: 'Set a new password', url: 'http://localhost/reset?token=t' },
    });
    expect(message.html).toContain('<html lang="en" dir="ltr">');
    expect(message.html).toContain('text-align:left');
  });
});
