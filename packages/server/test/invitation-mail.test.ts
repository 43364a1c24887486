import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, sharedTestApp } from './helpers/testApp';
import { smtpServer } from './helpers/smtp';

/**
 * An invitation over real SMTP (SMTP_URL): the message a mail server receives, parsed (headers, both parts,
 * the link), and what the owner is told when the server refuses it or is gone: a clear 502 and the invitation
 * left pending for Resend, never a silent success.
 */
const env: Record<string, string> = {
  PUBLIC_URL: 'https://admin.example.com',
  MAIL_FROM: 'Team <team@example.com>',
};
let smtp: Awaited<ReturnType<typeof smtpServer>>;
beforeAll(async () => {
  smtp = await smtpServer();
  env.SMTP_URL = smtp.url;
});
afterAll(() => smtp.close());
const t = sharedTestApp({ admin: true, env });

const post = (url: string, payload?: Record<string, string>) =>
  t.inject({ method: 'POST', url, headers: bearer(t.admin), ...(payload ? { payload } : {}) });
const pendingOf = async (email: string) => {
  const team = await t.inject({ method: 'GET', url: '/api/admin/team', headers: bearer(t.admin) });
  return (team.json().invitations as { _id: string; email: string }[]).find((i) => i.email === email);
};

describe('invitations over SMTP', () => {
  test('the mail server receives both parts in the invitee’s language, with a link that opens the invitation', async () => {
    const response = await post('/api/admin/invite-admin', {
      email: 'noa@example.com',
      role: 'support',
      locale: 'he',
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.deps.lifecycle.settled();

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from?.value).toEqual([{ name: 'Team', address: 'team@example.com' }]);
    expect(mail.to).toMatchObject({ text: 'noa@example.com' });
    expect(mail.subject).toMatch(/[\u0590-\u05FF]/);
    expect(mail.headers.get('content-language')).toBe('he');
    expect(mail.html).toContain('<html lang="he" dir="rtl">');
    const link = /https:\/\/admin\.example\.com\/accept-invitation\?token=([\w-]+)/.exec(mail.text ?? '');
    expect(link, mail.text).not.toBeNull();
    expect(mail.html).toContain(`href="${link![0]}"`);

    const opened = await t.inject({ method: 'GET', url: `/api/invitation/${link![1]}` });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({ email: 'noa@example.com', role: 'support', locale: 'he' });
  });

  test('a server that refuses the message is a 502 mail_failed; the invitation waits, and Resend delivers it', async () => {
    smtp.state.refuse = true;
    const response = await post('/api/admin/invite-admin', { email: 'refused@example.com', role: 'editor' });
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json()).toMatchObject({ success: false, code: 'mail_failed' });
    const pending = await pendingOf('refused@example.com');
    expect(pending).toBeDefined();

    smtp.state.refuse = false;
    const before = smtp.received.length;
    const resent = await post(`/api/admin/resend-invitation/${pending!._id}`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(smtp.received.slice(before).map((mail) => mail.to)).toMatchObject([
      { text: 'refused@example.com' },
    ]);
  });

  test('a mail server that is gone is a 502 mail_failed, and the invitation waits for Resend', async () => {
    await smtp.close();
    const response = await post('/api/admin/invite-admin', {
      email: 'nobody-home@example.com',
      role: 'editor',
    });
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json()).toMatchObject({ success: false, code: 'mail_failed' });
    expect(await pendingOf('nobody-home@example.com')).toBeDefined();
  });
});
