import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';

/** The built web app is served at / with a history fallback; the API keeps its JSON 404s. */

const INDEX = '<!doctype html><div id="root"></div>';
const PRERENDERED = {
  'index.he.html': '<!doctype html><html lang="he" dir="rtl"><div id="root"><h1>בית</h1></div>',
  'privacy-policy.he.html': '<!doctype html><html lang="he" dir="rtl"><div id="root"><h1>פרטיות</h1></div>',
  'delete-account.he.html': '<!doctype html><html lang="he" dir="rtl"><div id="root"><h1>מחיקה</h1></div>',
  'delete-account.en.html': '<!doctype html><html lang="en" dir="ltr"><div id="root"><h1>Delete</h1></div>',
};
let t: TestApp;
let appDir: string;
beforeAll(async () => {
  appDir = await mkdtemp(path.join(tmpdir(), 'bible-admin-dist-'));
  await mkdir(path.join(appDir, 'assets'));
  await writeFile(path.join(appDir, 'index.html'), INDEX);
  await writeFile(path.join(appDir, 'assets', 'main.js'), 'console.log(1)');
  // The build writes each text file's brotli and gzip beside it (packages/app/scripts/compress.ts).
  await writeFile(path.join(appDir, 'assets', 'main.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(path.join(appDir, 'assets', 'main.js.gz'), gzipSync('console.log(1)'));
  await writeFile(path.join(appDir, 'index.html.br'), brotliCompressSync(INDEX));
  await writeFile(path.join(appDir, 'index.html.gz'), gzipSync(INDEX));
  // The public pages the build prerendered (packages/app/scripts/prerender.ts): account deletion in two languages.
  await mkdir(path.join(appDir, 'prerendered'));
  for (const [name, html] of Object.entries(PRERENDERED)) {
    await writeFile(path.join(appDir, 'prerendered', name), html);
    await writeFile(path.join(appDir, 'prerendered', `${name}.br`), brotliCompressSync(html));
  }
  await writeFile(path.join(appDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ build: { appDir } });
});
afterAll(async () => {
  await t.close();
  await rm(appDir, { recursive: true, force: true });
});

test.each([
  ['/', 'index.he.html', 'en-US,en;q=0.9'],
  ['/privacy-policy', 'privacy-policy.he.html', 'en-US'],
  ['/privacy-policy/', 'privacy-policy.he.html', 'en-US'],
  ['/delete-account', 'delete-account.he.html', 'he-IL,he;q=0.9,en;q=0.8'],
  ['/delete-account', 'delete-account.he.html', 'iw'],
  ['/delete-account', 'delete-account.en.html', 'en-US,he;q=0.9'],
  ['/delete-account', 'delete-account.en.html', undefined],
] as const)('GET %s is sent prerendered: %s for Accept-Language %s', async (url, file, language) => {
  const headers = language ? { 'accept-language': language } : {};
  const response = await t.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).toBe(PRERENDERED[file]);
  // Only a page prerendered in more than one language varies by the visitor's.
  expect(String(response.headers.vary ?? '').includes('accept-language')).toBe(url === '/delete-account');
});

test('a prerendered page is compressed like any other file', async () => {
  const response = await t.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PRERENDERED['index.he.html']);
});

test.each(['/delete-account?token=abc', '/?lang=en', '/about', '/login'])(
  'GET %s gets the app to draw (a query can change the first render; the page is not prerendered)',
  async (url) => {
    const response = await t.inject({ method: 'GET', url, headers: { 'accept-language': 'he' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  },
);

test.each([
  ['/dashboard', 200],
  ['/dashboard/', 200],
  ['/user-transactions/abc', 200],
  ['/delete-account?token=x', 200],
  // Paths no page knows: still the app (it draws its 404), with the status a crawler or a check reads.
  ['/no-such-page', 404],
  ['/dashboard/extra', 404],
  ['/edit-chapter', 404],
  ['/assets/missing.js', 404],
])('GET %s → index.html, %i', async (url, status) => {
  const response = await t.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toContain('<div id="root">');
});

test('static files are served as they are', async () => {
  const response = await t.inject({ method: 'GET', url: '/assets/main.js' });
  expect(response.statusCode).toBe(200);
  expect(response.body).toBe('console.log(1)');
});

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

test.each([
  ['br', 'gzip, deflate, br'],
  ['br', 'br'],
  ['gzip', 'gzip, deflate'],
] as const)(
  'a hashed asset is sent %s-compressed for Accept-Encoding: %s, cached a year',
  async (encoding, accept) => {
    const response = await t.inject({
      method: 'GET',
      url: '/assets/main.js',
      headers: { 'accept-encoding': accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode[encoding](response.rawPayload).toString()).toBe('console.log(1)');
  },
);

test('without Accept-Encoding the asset is sent as it is, still varying by it', async () => {
  const response = await t.inject({
    method: 'GET',
    url: '/assets/main.js',
    headers: { 'accept-encoding': '' },
  });
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.headers.vary).toMatch(/accept-encoding/i);
  expect(response.body).toBe('console.log(1)');
});

test.each(['/index.html', '/dashboard', '/no-such-page'])(
  'the page at %s is compressed and checked with the server each time (no-cache)',
  async (url) => {
    const response = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  },
);

test("/favicon.ico, asked for on every page, answers with the app's icon", async () => {
  for (const url of ['/favicon.ico', '/favicon.svg']) {
    const response = await t.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toContain('<svg');
    expect(response.headers['cache-control']).toBe('no-cache');
  }
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
