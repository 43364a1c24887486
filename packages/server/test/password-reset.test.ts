import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, test } from 'vitest';
import { outboxDir } from '../src/config';
import { UpstreamError } from '../src/domain/errors';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, form, sharedTestApp } from './helpers/testApp';

/**
 * "Forgot password?" (issue 31): one answer for every address, a link mailed to admins only (single use,
 * 30 minutes, superseded by a newer one), a new password that ends every session, unlocks a locked account
 * and is audited.
 */
const t = sharedTestApp({
  admin: true,
  reset: true,
  env: { LOGIN_ACCOUNT_RATE_LIMIT: '3', PASSWORD_RESET_ACCOUNT_LIMIT: '2', PASSWORD_RESET_RATE_LIMIT: '6' },
});

const NEW_PASSWORD = 'Juniper-Orbit-Lantern-42';

/** The messages in the outbox once the work after the replies is done, oldest first, parsed. */
async function outbox() {
  await t.deps.lifecycle.settled();
  const dir = outboxDir(t.config.dataDir);
  const files = await readdir(dir).catch(() => []);
  const mails = await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      return { full, mail: await simpleParser(await readFile(full)) };
    }),
  );
  return mails.sort((a, b) => a.mail.date!.getTime() - b.mail.date!.getTime()).map(({ mail }) => mail);
}

async function emptyOutbox() {
  await t.deps.lifecycle.settled();
  await rm(outboxDir(t.config.dataDir), { recursive: true, force: true });
}

const forgot = (email: string) =>
  t.inject({ method: 'POST', url: '/api/forgot-password', ...form({ email }) });

/** Asks for a link for the admin and returns its token, read from the e-mail. */
async function mailedToken(): Promise<string> {
  await emptyOutbox();
  await forgot(ADMIN_EMAIL);
  const [mail] = await outbox();
  const url = new URL(/https?:\/\/\S+reset-password\?token=[\w-]+/.exec(mail!.text!)![0]);
  return url.searchParams.get('token')!;
}

const reset = (token: string, password = NEW_PASSWORD, confirm = password) =>
  t.inject({
    method: 'POST',
    url: '/api/reset-password',
    ...form({ token, new_password: password, confirm_password: confirm }),
  });
const check = (token: string) =>
  t.inject({ method: 'POST', url: '/api/check-reset-link', ...form({ token }) });
const codeOf = (response: { json(): { code?: string } }) => response.json().code;
const login = (password: string) =>
  t.inject({ method: 'POST', url: '/api/login', ...form({ username: ADMIN_EMAIL, password }) });

describe('asking for a link', () => {
  test('the same reply for an admin, a reader and an unknown address; only the admin is mailed', async () => {
    await emptyOutbox();
    const { user } = await t.createEndUser();
    const replies = [];
    for (const email of [ADMIN_EMAIL, 'nobody@example.com', user.email]) {
      const response = await forgot(email);
      replies.push({ status: response.statusCode, body: response.body });
    }
    expect(replies[0]!.status).toBe(200);
    expect(replies[1]).toEqual(replies[0]);
    expect(replies[2]).toEqual(replies[0]);

    const mails = await outbox();
    expect(mails.map((mail) => mail.to)).toMatchObject([{ text: ADMIN_EMAIL }]);
    const [mail] = mails;
    expect(mail!.subject).toBe('Reset your password');
    expect(mail!.headers.get('content-language')).toBe('en');
    expect(mail!.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
    expect(mail!.html).toContain(`href="${t.config.publicUrl}/reset-password?token=`);
  });

  test("in the account's language: Hebrew, right to left", async () => {
    await t.db.updateTable('users').set({ locale: 'he' }).where('email', '=', ADMIN_EMAIL).execute();
    await emptyOutbox();
    await forgot(ADMIN_EMAIL);
    const [mail] = await outbox();
    expect(mail!.subject).toBe('איפוס הסיסמה שלך');
    expect(mail!.headers.get('content-language')).toBe('he');
    expect(mail!.html).toContain('dir="rtl"');
  });

  test('per account, mails stop past the limit with the same reply; per address, 429', async () => {
    await emptyOutbox();
    const replies = [];
    for (let i = 0; i < 3; i += 1) replies.push((await forgot(ADMIN_EMAIL)).body);
    expect(new Set(replies).size).toBe(1);
    expect(await outbox()).toHaveLength(2);

    for (let i = 0; i < 3; i += 1) expect((await forgot(`someone${i}@example.com`)).statusCode).toBe(200);
    const refused = await forgot('another@example.com');
    expect([refused.statusCode, codeOf(refused)]).toEqual([429, 'rate_limited']);
  });
});

describe('setting a new password with the link', () => {
  test('ends every session, works once, is audited; the old password no longer signs in', async () => {
    const token = await mailedToken();
    expect((await check(token)).statusCode).toBe(200);

    const weak = await reset(token, 'password123');
    expect([weak.statusCode, codeOf(weak)]).toEqual([400, 'password_too_common']);
    const mismatch = await reset(token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect([mismatch.statusCode, codeOf(mismatch)]).toEqual([400, 'password_confirmation_mismatch']);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    const before = await t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(t.admin) });
    expect(before.statusCode).toBe(401);
    expect((await login(ADMIN_PASSWORD)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'Another-Quiet-Harbour-77');
    expect([again.statusCode, codeOf(again)]).toEqual([400, 'reset_link_used']);
    expect(codeOf(await check(token))).toBe('reset_link_used');

    const events = await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('type', '=', 'password.reset')
      .execute();
    expect(events).toMatchObject([{ actor_email: ADMIN_EMAIL, record_type: 'user' }]);
    expect(JSON.stringify(events)).not.toContain(token);
  });

  test('an expired, superseded or unknown link says so', async () => {
    const first = await mailedToken();
    const second = await mailedToken();
    expect([(await reset(first)).statusCode, codeOf(await reset(first))]).toEqual([
      400,
      'reset_link_superseded',
    ]);

    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(codeOf(await check(second))).toBe('reset_link_expired');
    expect(codeOf(await reset(second))).toBe('reset_link_expired');
    expect(codeOf(await check('not-a-real-token'))).toBe('reset_link_invalid');
    expect((await login(ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  test('only the hash of the token is stored', async () => {
    const token = await mailedToken();
    const rows = await t.db.selectFrom('password_resets').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  test('a locked account is recovered: the reset clears the failed sign-ins', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login('wrong-password')).statusCode).toBe(401);
    const locked = await login(ADMIN_PASSWORD);
    expect([locked.statusCode, codeOf(locked)]).toEqual([429, 'rate_limited']);

    expect((await reset(await mailedToken())).statusCode).toBe(200);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('a mail server that refuses the reset e-mail', () => {
  const logLines: string[] = [];
  const refusing = sharedTestApp({
    build: { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
    overrides: {
      mailer: {
        send: async () => {
          throw new UpstreamError('mail_not_sent', 'The e-mail could not be sent');
        },
      },
    },
  });

  test('changes nothing in the reply; the failure is logged, never the link', async () => {
    const response = await refusing.inject({
      method: 'POST',
      url: '/api/forgot-password',
      ...form({ email: ADMIN_EMAIL }),
    });
    expect(response.statusCode).toBe(200);
    await refusing.deps.lifecycle.settled();
    const failure = logLines.find((line) => line.includes('Password reset mail failed'));
    expect(failure).toContain('"code":"mail_not_sent"');
    const [link] = await refusing.db.selectFrom('password_resets').selectAll().execute();
    expect(link).toBeDefined();
    expect(logLines.join('\n')).not.toContain('token=');
  });
});
