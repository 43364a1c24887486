// The public pages come drawn from the server (prerendered at build time, packages/app/scripts/prerender.ts)
// and the app hydrates them: the first byte already says Hebrew and right to left, the page reads without
// JavaScript, and hydration takes the page as it is (no node added, removed or retyped) before it works.
import { expect, type Page } from 'playwright/test';
import { describe, expect as expectValue, it } from 'vitest';
import { homeMessages } from '../../screens/src/Public/Home/messages';
import { privacyMessages } from '../../screens/src/Public/PrivacyPolicy/messages';
import { deleteAccountMessages } from '../../screens/src/Public/DeleteAccount/messages';
import { layoutMessages } from '../../screens/src/Public/PublicLayout/messages';
import { APP_URL, page, suiteBrowser, withBrowser } from './harness';

withBrowser();

const PAGES = [
  { path: '/', heading: homeMessages.he.hero.title, lang: 'he' },
  { path: '/privacy-policy', heading: privacyMessages.he.title, lang: 'he' },
  // Bilingual: in the browser's first language (this suite's browser speaks English).
  { path: '/delete-account', heading: deleteAccountMessages.en.loginTitle, lang: 'en' },
] as const;

/**
 * Watches #root from the end of parsing (the server's page whole, before the deferred module scripts run): every
 * element added or removed under it, and its text then. Hydration that takes the server's page as it is adds
 * and removes no element and leaves the text as it was (it may split a text the HTML merged, such as "a" and
 * " " around a <bdi>, back into the nodes it renders: the same text). The API is held (never answered), so
 * nothing that waits on it changes the page either.
 */
async function watchRoot(target: Page) {
  await target.route('**/api/**', () => {});
  await target.addInitScript(() => {
    const watched = { changes: [] as string[], text: '' };
    (window as unknown as { watched: typeof watched }).watched = watched;
    const name = (node: Node) => (node instanceof Element ? `<${node.localName}>` : null);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes)
          if (name(node)) watched.changes.push(`${name(node)} added in ${name(record.target)}`);
        for (const node of record.removedNodes)
          if (name(node)) watched.changes.push(`${name(node)} removed from ${name(record.target)}`);
      }
    });
    document.addEventListener('readystatechange', () => {
      const root = document.getElementById('root');
      if (document.readyState !== 'interactive' || !root) return;
      watched.text = root.textContent ?? '';
      observer.observe(root, { subtree: true, childList: true });
    });
  });
}

/** What changed under #root since the end of parsing: none when hydration kept the server's page. */
const rootChanges = (target: Page) =>
  target.evaluate(() => {
    const { watched } = window as unknown as { watched: { changes: string[]; text: string } };
    const text = document.getElementById('root')?.textContent ?? '';
    return text === watched.text ? watched.changes : [...watched.changes, `the text changed: ${text}`];
  });

describe('the public pages, prerendered', () => {
  it.each(PAGES)(
    '$path: the first byte says its language and direction; it reads without JavaScript',
    async ({ path, heading, lang }) => {
      const reply = await page.request.get(path);
      expectValue(reply.status()).toBe(200);
      expectValue(await reply.text()).toMatch(
        new RegExp(`^<!DOCTYPE html><html lang="${lang}" dir="${lang === 'he' ? 'rtl' : 'ltr'}">`),
      );

      const context = await suiteBrowser().newContext({
        baseURL: APP_URL,
        locale: 'en-US',
        javaScriptEnabled: false,
      });
      try {
        const still = await context.newPage();
        await still.goto(path);
        await expect(still.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      } finally {
        await context.close();
      }
    },
  );

  it.each(PAGES)(
    '$path: hydration keeps the drawn page as it is, and no warning or error is logged',
    async ({ path }) => {
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
      });
      page.on('pageerror', (error) => logged.push(error.message));
      await watchRoot(page);
      // The footer asks for the contact details once the page is hydrated: its request is the sign.
      const hydrated = page.waitForRequest('**/api/help-and-support');
      await page.goto(path);
      await hydrated;
      expectValue(await rootChanges(page)).toEqual([]);
      expectValue(logged).toEqual([]);
    },
  );

  it('the hydrated home works: its menu opens', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: layoutMessages.he.menuOpen });
    // Clicked until the page is hydrated (before, the button has no handler yet).
    await expect(async () => {
      await menu.click({ timeout: 1_000 });
      await expect(page.getByRole('button', { name: layoutMessages.he.menuClose })).toBeVisible({
        timeout: 500,
      });
    }).toPass();
  });

  it('account deletion is sent in Hebrew, right to left, to a browser whose first language is Hebrew', async () => {
    const context = await suiteBrowser().newContext({ baseURL: APP_URL, locale: 'he-IL' });
    try {
      const hebrew = await context.newPage();
      await watchRoot(hebrew);
      const hydrated = hebrew.waitForRequest('**/api/help-and-support');
      const reply = await hebrew.goto('/delete-account');
      expectValue(await reply?.text()).toMatch(/^<!DOCTYPE html><html lang="he" dir="rtl">/);
      await hydrated;
      await expect(
        hebrew.getByRole('heading', { level: 1, name: deleteAccountMessages.he.loginTitle }),
      ).toBeVisible();
      expectValue(await rootChanges(hebrew)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
