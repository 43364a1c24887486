// One Chromium for the suite, a fresh context (storage, cookies) and page per test, against the server that
// scripts/test-app-e2e.sh started. A failed test leaves a screenshot in test-results/app-e2e.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
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
