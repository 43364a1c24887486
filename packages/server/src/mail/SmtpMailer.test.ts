import { createServer, type Server } from 'node:net';
import { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpServer as startSmtpServer } from '../../test/helpers/smtp';
import { UpstreamError } from '../domain/errors';
import { composeMessage } from './message';
import { SMTP_TIMEOUTS, SmtpMailer } from './SmtpMailer';

const FROM = 'Bible Admin <no-reply@example.com>';
const LINK = 'http://localhost:8080/reset-password?token=secret-token';
const hebrew = composeMessage({
  to: 'dana@example.com',
  locale: 'he',
  subject: 'איפוס סיסמה',
  paragraphs: ['מישהו ביקש לאפס את הסיסמה שלך.'],
  action: { label: 'בחירת סיסמה חדשה', url: LINK },
});
const quick = { connectionTimeout: 500, greetingTimeout: 500, socketTimeout: 500 };

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A real SMTP server (test/helpers/smtp.ts), stopped after the test. */
async function smtpServer(refuse = false) {
  const server = await startSmtpServer({ refuse });
  closers.push(server.close);
  return server;
}

/** A log that keeps what it is given, as the text a log line would hold. */
function capturedLog() {
  const lines: string[] = [];
  const keep = (details: Record<string, unknown>, message: string) =>
    lines.push(JSON.stringify({ details, message }));
  return { lines, log: { info: keep, error: keep } };
}

describe('the SMTP mailer (SMTP_URL)', () => {
  it('delivers both parts in the recipient language, right to left for Hebrew, with the link whole', async () => {
    const server = await smtpServer();
    const { log, lines } = capturedLog();
    await new SmtpMailer(server.url, FROM).send(hebrew, log);

    expect(server.received).toHaveLength(1);
    const mail = server.received[0]!;
    expect(mail.from?.value).toEqual([{ name: 'Bible Admin', address: 'no-reply@example.com' }]);
    expect(mail.to).toMatchObject({ text: 'dana@example.com' });
    expect(mail.subject).toBe('איפוס סיסמה');
    expect(mail.headers.get('content-language')).toBe('he');
    expect(mail.text).toContain(`בחירת סיסמה חדשה: ${LINK}`);
    expect(mail.html).toContain('<html lang="he" dir="rtl">');
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(lines.join('\n')).not.toContain('secret-token');
  });

  it('rejects a message the server refuses, and logs how without the link', async () => {
    const server = await smtpServer(true);
    const { log, lines } = capturedLog();
    const sent = new SmtpMailer(server.url, FROM).send(hebrew, log);
    await expect(sent).rejects.toBeInstanceOf(UpstreamError);
    await expect(sent).rejects.toMatchObject({ code: 'mail_not_sent' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"responseCode":550');
    expect(lines[0]).not.toContain('secret-token');
  });

  it('rejects when no server listens', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const { log } = capturedLog();
    await expect(
      new SmtpMailer(`smtp://127.0.0.1:${port}`, FROM, quick).send(hebrew, log),
    ).rejects.toMatchObject({
      code: 'mail_not_sent',
    });
  });

  it('gives up on a server that never greets within the greeting timeout', async () => {
    const sockets: { destroy(): void }[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    closers.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    const { log } = capturedLog();
    await expect(
      new SmtpMailer(`smtp://127.0.0.1:${port}`, FROM, quick).send(hebrew, log),
    ).rejects.toMatchObject({
      code: 'mail_not_sent',
    });
    // It gave up on the 0.5 s it was given, not on the default 10 s: a bound twenty times what it waits, so only a
    // mailer that ignored its timeouts fails it, not a busy machine.
    expect(Date.now() - started).toBeLessThan(SMTP_TIMEOUTS.greetingTimeout);
  });
});
