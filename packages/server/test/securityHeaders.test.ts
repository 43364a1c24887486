import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers/testApp';

/** Every reply carries the security headers; API replies are never cached; media keep their caching. */

let t: TestApp;
let admin: string;
let appDir: string;
beforeAll(async () => {
  appDir = await mkdtemp(path.join(tmpdir(), 'bible-admin-dist-'));
  await writeFile(path.join(appDir, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ build: { appDir } });
  admin = await t.loginAdmin();
});
afterAll(async () => {
  await t.close();
  await rm(appDir, { recursive: true, force: true });
});

/** The CSP as directive → sources. */
const csp = (header: string | string[] | number | undefined) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  const policy = csp(headers['content-security-policy'] as string);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
};

describe('security headers', () => {
  test.each(['/', '/dashboard'])('the app page %s: a CSP with no inline script, no framing', async (url) => {
    const response = await t.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(response.headers);
  });

  test('API replies, errors included, carry them and Cache-Control: no-store', async () => {
    const replies = [
      await t.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(admin) }),
      await t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(admin) }),
      await t.inject({ method: 'GET', url: '/api/admin/transactions' }),
      await t.inject({ method: 'POST', url: '/api/login', payload: { username: 'x@y.z', password: 'nope' } }),
      await t.inject({ method: 'GET', url: '/api/unknown' }),
    ];
    expect(replies.map((response) => response.statusCode)).toEqual([200, 200, 401, 401, 404]);
    for (const response of replies) {
      expectSecurityHeaders(response.headers);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  test('media files keep their long caching, with nosniff', async () => {
    const key = await t.deps.media.put(Buffer.from('bytes'), 'png');
    const response = await t.inject({ method: 'GET', url: `/media/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
