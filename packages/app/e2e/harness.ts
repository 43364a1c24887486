// One Chromium for the suite, a fresh context (storage, cookies) and page per test, against the server that
// scripts/test-app-e2e.sh started. A failed test leaves a screenshot in test-results/app-e2e.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import chromiumLaunch from '../../../scripts/chromium-launch.cjs';
import { ADMIN_TOKEN_KEY } from '../src/session/tokenStore';

export const APP_URL = process.env.APP_URL ?? 'http://127.0.0.1:6320';
export const ADMIN = {
  email: process.env.APP_E2E_ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.APP_E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
};
const SHOTS = path.resolve(__dirname, '../../../test-results/app-e2e');

let browser: Browser;
let context: BrowserContext;
/** The current test's page. */
export let page: Page;

/** The suite's browser, for a test that needs a second visitor (its own context: no shared storage). */
export const suiteBrowser = (): Browser => browser;

/** Registers the hooks that give each test its own context and page in the suite's one browser. */
export function withBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunch);
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: APP_URL, locale: 'en-US' });
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') {
      mkdirSync(SHOTS, { recursive: true });
      const name = test.task.name.replace(/[^\w-]+/g, '-');
      await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true }).catch(() => {});
    }
    await context.close();
  });
}

/** Reads a call as the admin, straight from the server (to compare what the page shows with the truth). */
export async function adminRead<T>(apiPath: string): Promise<T> {
  const login = await page.request.post('/api/login', {
    form: { username: ADMIN.email, password: ADMIN.password },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const reply = await page.request.get(apiPath, { headers: { authorization: `Bearer ${access_token}` } });
  return (await reply.json()) as T;
}

/** Signs in through the login page and waits for the dashboard. */
export async function signIn({ remember = false } = {}) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * Opens `path` already signed in: the token comes from the API and is stored before the page's first
 * script runs (the login page's own flow has its tests; the other flows do not repeat it).
 */
export async function openSignedIn(path: string) {
  const login = await page.request.post('/api/login', {
    form: { username: ADMIN.email, password: ADMIN.password },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  await page.addInitScript(({ key, token }) => sessionStorage.setItem(key, token), {
    key: ADMIN_TOKEN_KEY,
    token: access_token,
  });
  await page.goto(path);
}

/** A tiny valid PNG (1×1), for image inputs. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Chooses `name` as the file of the image picker whose button is named `label`. */
export async function chooseImage(label: RegExp, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: PNG });
}

/** The admin's bearer header, from a fresh sign-in through the API. */
export async function adminHeaders() {
  const login = await page.request.post('/api/login', {
    form: { username: ADMIN.email, password: ADMIN.password },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

export interface ChapterReply {
  data: {
    _id: string;
    chapter_name: string;
    chapter_number: number;
    chapter_image: string | null;
    chapter_cover_image: string | null;
    has_audio_content: boolean;
    audio_url_male: string | null;
    audio_url_female: string | null;
    chapter_audio_content: string;
    verse_media: { verse_number: number; image: string | null; video: string | null }[];
  };
}
export type Chapter = ChapterReply['data'];

/** A chapter made through the API by the owner, for the flows that start from an existing one. */
export async function createChapter(name: string, audio = ''): Promise<Chapter> {
  const image = { name: 'c.png', mimeType: 'image/png', buffer: PNG };
  const reply = await page.request.post('/api/admin/add-chapter', {
    headers: await adminHeaders(),
    multipart: {
      chapter_name: name,
      chapter_content: '<p>In the beginning.</p>',
      chapter_audio_content: audio,
      chapter_image: image,
      cover_image: image,
    },
  });
  if (reply.status() !== 200)
    throw new Error(`add-chapter answered ${reply.status()}: ${await reply.text()}`);
  return ((await reply.json()) as ChapterReply).data;
}

/**
 * Makes the password of the session behind `token` six minutes old, as if the admin had stayed that long:
 * the calls that ask for a recent password then ask again. The only way to pass time for a server that
 * reads the real clock; written straight into its SQLite file (WAL: the server's connections see it).
 */
export function agePassword(token: string) {
  const sid = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
  const serverRequire = createRequire(path.resolve(__dirname, '../../server/package.json'));
  // The server's driver (the app has no dependency on it), typed as far as it is used here.
  const Database = serverRequire('better-sqlite3') as new (file: string) => {
    prepare(sql: string): { run(...values: string[]): { changes: number } };
    close(): void;
  };
  const db = new Database(path.join(process.env.APP_E2E_DATA_DIR ?? '', 'bible-admin.sqlite'));
  try {
    const aged = new Date(Date.now() - 6 * 60_000).toISOString();
    const changed = db
      .prepare('UPDATE sessions SET password_confirmed_at = ? WHERE id = ?')
      .run(aged, sid).changes;
    if (changed !== 1) throw new Error(`no session ${sid} to age`);
  } finally {
    db.close();
  }
}

export type Locale = 'en' | 'he';
export const LOCALES: Locale[] = ['en', 'he'];

/** The admin's language, kept by the server: the app opens in it. */
export async function useLocale(locale: Locale) {
  const reply = await page.request.post('/api/admin/update-locale', {
    headers: await adminHeaders(),
    form: { locale },
  });
  if (reply.status() !== 200) throw new Error(`update-locale answered ${reply.status()}`);
}

/** The server's outbox (DATA_DIR/outbox, no SMTP_URL: scripts/test-app-e2e.sh): the .eml files it holds. */
const OUTBOX = path.join(process.env.APP_E2E_DATA_DIR ?? '', 'outbox');
export const outboxFiles = (): string[] =>
  existsSync(OUTBOX) ? readdirSync(OUTBOX).filter((name) => name.endsWith('.eml')) : [];

/**
 * The e-mails in the outbox to `to` (but those in `except`), as text: the quoted-printable soft line breaks
 * joined and `=3D` read as `=`, so a link in them is whole.
 */
export function mailsTo(to: string, except: ReadonlySet<string> = new Set()): string[] {
  return outboxFiles()
    .filter((name) => !except.has(name))
    .map((name) =>
      readFileSync(path.join(OUTBOX, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((text) => text.includes(`To: ${to}`));
}
