import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';

/** The built web app is served at / with a history fallback; the API keeps its JSON 404s. */

let t: TestApp;
let appDir: string;
beforeAll(async () => {
  appDir = await mkdtemp(path.join(tmpdir(), 'bible-admin-dist-'));
  await mkdir(path.join(appDir, 'assets'));
  await writeFile(path.join(appDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(appDir, 'assets', 'main.js'), 'console.log(1)');
  t = await createTestApp({ build: { appDir } });
});
afterAll(async () => {
  await t.close();
  await rm(appDir, { recursive: true, force: true });
});

test.each(['/', '/dashboard', '/dashboard/', '/user-transactions/abc', '/delete-account?token=x'])(
  'GET %s → index.html, 200',
  async (url) => {
    const response = await t.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
  },
);

test.each(['/no-such-page', '/dashboard/extra', '/edit-chapter', '/assets/missing.js'])(
  'GET %s, a path no page knows → 404 with the app, which draws its 404',
  async (url) => {
    const response = await t.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
  },
);

test('static files are served as they are', async () => {
  const response = await t.inject({ method: 'GET', url: '/assets/main.js' });
  expect(response.statusCode).toBe(200);
  expect(response.body).toBe('console.log(1)');
});

test('unknown API paths stay JSON 404s, and non-GET requests get no page', async () => {
  const api = await t.inject({ method: 'GET', url: '/api/unknown' });
  expect(api.statusCode).toBe(404);
  expect(api.json()).toMatchObject({ success: false, status_code: 404 });
  expect((await t.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
});

test('without a built app, / is a JSON 404', async () => {
  const bare = await createTestApp({ build: { appDir: path.join(appDir, 'missing') } });
  try {
    const response = await bare.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  } finally {
    await bare.close();
  }
});
