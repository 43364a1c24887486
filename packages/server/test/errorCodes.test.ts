import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { errorCodes } from '@bible-admin/contract';
import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, bearer, form, sharedTestApp } from './helpers/testApp';

/**
 * A refusal names itself with a `code` from the contract's list, beside the spec's English words, so the
 * app can say it in the admin's language. The server's errors take the list's type (an unknown code does
 * not compile) and the test app checks every refusal of every test against the contract's envelope; here,
 * the list holds nothing the server never sends, and the refusals an admin meets most carry their code.
 */

const t = sharedTestApp({ admin: true, env: { PASSWORD_ATTEMPT_LIMIT: '1' } });

const sourceDir = path.join(import.meta.dirname, '../src');

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter(
    (entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name),
  );
  return Promise.all(files.map((entry) => readFile(path.join(entry.parentPath, entry.name), 'utf8')));
}

test("every code of the contract's list is one the server sends", async () => {
  const text = (await sources(sourceDir)).join('\n');
  expect(errorCodes.filter((code) => !text.includes(`'${code}'`))).toEqual([]);
});

const refusal = async (response: Awaited<ReturnType<typeof t.inject>>) => ({
  status: response.statusCode,
  code: response.json().code as string,
});

describe('refusals carry their code beside the spec words', () => {
  test('a wrong admin password → 401 invalid_credentials', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: ADMIN_EMAIL, password: 'not-the-password' }),
    });
    expect(response.json()).toMatchObject({
      code: 'invalid_credentials',
      message: 'Invalid username or password',
    });
    expect(await refusal(response)).toEqual({ status: 401, code: 'invalid_credentials' });
  });

  test('no token → 401 unauthorized; an end user on an admin call → 403 forbidden', async () => {
    expect(await refusal(await t.inject({ method: 'GET', url: '/api/get_current_user' }))).toEqual({
      status: 401,
      code: 'unauthorized',
    });
    const { token } = await t.createEndUser();
    const response = await t.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(token) });
    expect(await refusal(response)).toEqual({ status: 403, code: 'forbidden' });
  });

  test('a missing chapter → 404 chapter_not_found', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/get-chapter-by-id/no-such-chapter',
      headers: bearer(t.admin),
    });
    expect(response.json()).toMatchObject({ code: 'chapter_not_found', message: 'Chapter not found' });
    expect(response.statusCode).toBe(404);
  });

  test('input the contract refuses → 400 validation_failed with each field', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/update-locale',
      ...form({ locale: 'fr' }, t.admin),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Language must be en or he',
      errors: [{ field: 'locale', message: 'Language must be en or he' }],
    });
  });

  test('a wrong current password → 400 current_password_incorrect, then past the limit 429 rate_limited', async () => {
    const attempt = () =>
      t.inject({
        method: 'POST',
        url: '/api/admin/change-password',
        ...form(
          {
            current_password: 'wrong-password',
            new_password: 'another-pass-1',
            confirm_password: 'another-pass-1',
          },
          t.admin,
        ),
      });
    const wrong = await attempt();
    expect(wrong.json()).toMatchObject({
      code: 'current_password_incorrect',
      message: 'Current password is incorrect',
    });
    expect(await refusal(wrong)).toEqual({ status: 400, code: 'current_password_incorrect' });
    const limited = await attempt();
    expect(await refusal(limited)).toEqual({ status: 429, code: 'rate_limited' });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  test('no route → 404 not_found', async () => {
    expect(await refusal(await t.inject({ method: 'GET', url: '/api/no-such-call' }))).toEqual({
      status: 404,
      code: 'not_found',
    });
  });
});
