import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, bearer, form, sharedTestApp } from './helpers/testApp';

/**
 * Exports the browser's way (issue 29): the app asks for a single-use link (bound to the admin, about a
 * minute) and lets the browser's download manager follow it without a bearer. The token is stored hashed,
 * works once, and never reaches the log.
 */

const logLines: string[] = [];
const t = sharedTestApp({
  admin: true,
  build: { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
});

const linkFor = (list: 'users' | 'transactions', search?: string) =>
  t.inject({
    method: 'POST',
    url: `/api/admin/${list}/export-link`,
    ...form(search === undefined ? {} : { search }, t.admin),
  });

/** A new link's address (`/api/admin/<list>/export/<token>`) and its token. */
async function newLink(list: 'users' | 'transactions', search?: string) {
  const response = await linkFor(list, search);
  expect(response.statusCode, response.body).toBe(200);
  const { url, expires_at } = response.json().data as { url: string; expires_at: string };
  return { url, token: url.split('/').at(-1)!, expiresAt: expires_at };
}

/** A GET by link carries no bearer: the browser's download manager sends none. */
const follow = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

const exportEvents = async () =>
  (await t.db.selectFrom('audit_events').selectAll().where('type', '=', 'list.exported').execute()).map(
    (row) => ({ actor: row.actor_email, summary: JSON.parse(row.summary) as Record<string, unknown> }),
  );

const codeOf = (response: { json: () => unknown }) => (response.json() as { code: string }).code;

describe('a download link', () => {
  test('downloads the export once, without a bearer, in the admin’s name, the same file as the bearer’s', async () => {
    await t.createEndUser({ name: 'Moshe Cohen' });
    await t.createEndUser({ name: 'Sarah Levi' });
    await t.db.deleteFrom('audit_events').execute();
    const before = Date.now();
    const { url, token, expiresAt } = await newLink('users', 'cohen');
    expect(url).toMatch(/^\/api\/admin\/users\/export\/[\w-]{43}$/);
    expect(Date.parse(expiresAt) - before).toBeGreaterThan(50_000);
    expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(70_000);

    const file = await follow(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="users-[\d-]+\.csv"$/);
    const byBearer = await t.inject({
      method: 'GET',
      url: '/api/admin/users/export.csv?search=cohen',
      headers: bearer(t.admin),
    });
    expect(file.body).toBe(byBearer.body);
    expect(file.body).toContain('Moshe Cohen');
    expect(file.body).not.toContain('Sarah Levi');

    const again = await follow(url);
    expect(again.statusCode).toBe(410);
    expect(codeOf(again)).toBe('export_link_used');
    expect((await exportEvents())[0]).toEqual({
      actor: ADMIN_EMAIL,
      summary: { list: 'users', search: 'cohen', rows: 1, outcome: 'completed' },
    });
    // Only the token's hash is stored.
    const stored = await t.db.selectFrom('export_links').selectAll().execute();
    expect(stored.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  test('HEAD answers without using the link or reading a row', async () => {
    await t.db.deleteFrom('audit_events').execute();
    const { url } = await newLink('transactions');
    const head = await follow(url, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(head.body).toBe('');
    expect(await exportEvents()).toEqual([]);
    expect((await follow(url)).statusCode).toBe(200);
    expect((await follow(url, 'HEAD')).statusCode).toBe(410);
  });

  test('refused when unknown, of another list, expired, or its admin is no longer one', async () => {
    const unknown = await follow(`/api/admin/users/export/${'x'.repeat(43)}`);
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([401, 'export_link_invalid']);

    const { token } = await newLink('users');
    const otherList = await follow(`/api/admin/transactions/export/${token}`);
    expect([otherList.statusCode, codeOf(otherList)]).toEqual([401, 'export_link_invalid']);

    const expired = await newLink('users');
    await t.db
      .updateTable('export_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', createHash('sha256').update(expired.token).digest('hex'))
      .execute();
    const late = await follow(expired.url);
    expect([late.statusCode, codeOf(late)]).toEqual([410, 'export_link_expired']);

    const demoted = await newLink('users');
    await t.db.updateTable('users').set({ role: 'user' }).where('email', '=', ADMIN_EMAIL).execute();
    try {
      const refused = await follow(demoted.url);
      expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'forbidden']);
    } finally {
      await t.db.updateTable('users').set({ role: 'admin' }).where('email', '=', ADMIN_EMAIL).execute();
    }
    // Asking for one takes an admin's bearer.
    const anonymous = await t.inject({ method: 'POST', url: '/api/admin/users/export-link', ...form({}) });
    expect(anonymous.statusCode).toBe(401);
  });

  test('its token never reaches the log: the request line has the path without it', async () => {
    logLines.length = 0;
    const { url, token } = await newLink('users');
    await follow(url);
    await follow(url);
    const requests = logLines.filter((line) => line.includes('/api/admin/users/export/'));
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(requests[0]).toContain('/api/admin/users/export/[redacted]');
    expect(logLines.join('\n')).not.toContain(token);
  });
});
