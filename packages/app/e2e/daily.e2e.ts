// What an admin meets every day (issue 30), in Chromium against the real server, in English and Hebrew where
// there are words: Play that plays.
import { afterEach, describe, expect as expectValue, it } from 'vitest';
import { expect } from 'playwright/test';
import { chaptersListMessages } from '../../screens/src/Admin/ChaptersList/messages';
import { ADMIN, openSignedIn, page, withBrowser } from './harness';

withBrowser();

type Locale = 'en' | 'he';
const LOCALES: Locale[] = ['en', 'he'];

async function adminHeaders() {
  const login = await page.request.post('/api/login', {
    form: { username: ADMIN.email, password: ADMIN.password },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

/** The admin's language, kept by the server: the app opens in it. */
async function useLocale(locale: Locale) {
  const reply = await page.request.post('/api/admin/update-locale', {
    headers: await adminHeaders(),
    form: { locale },
  });
  expectValue(reply.status()).toBe(200);
}

// The other suites share the server and read the admin in English: the account goes back to it.
afterEach(() => useLocale('en'));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name made by `words(...)` with any record's name in the place of `name`. */
function anyName(words: (name: string) => string) {
  const [before, after] = words('\u0000').split('\u0000') as [string, string];
  return new RegExp(`^${escape(before)}.+${escape(after)}$`);
}

describe.each(LOCALES)('in %s', (locale) => {
  it('Play on the chapters list plays at once, and closing Now Playing stops it', async () => {
    const words = chaptersListMessages[locale];
    await useLocale(locale);
    // The demo's first chapter has its male narration.
    await openSignedIn('/chapters');
    const play = page
      .getByRole('button', { name: anyName((name) => words.playVoice(words.voice.male, name)) })
      .first();
    await play.click();
    const dialog = page.getByRole('dialog', { name: words.nowPlaying });
    const audio = await dialog.locator('audio').elementHandle();
    // One click: playing, and the time moves on.
    await expect
      .poll(() => audio!.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0))
      .toBe(true);
    const then = await audio!.evaluate((a: HTMLAudioElement) => a.currentTime);
    await expect.poll(() => audio!.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(then);
    await dialog.getByRole('button', { name: words.close }).last().click();
    await expect(dialog).toBeHidden();
    expectValue(await audio!.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
  });
});
