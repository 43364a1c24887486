// The admin lists in Chromium against the real server: the address is the list's state (the search box
// follows Back, Forward and a reload), and a reload that fails says so beside the rows it kept; a page of rows
// is read by scrolling the page, not a box inside it.
import { afterEach, describe, expect as expectValue, it } from 'vitest';
import { expect } from './expect';
import { paginationMessages } from '../../ui/src/Pagination/messages';
import { transactionsMessages } from '../../screens/src/Admin/Transactions/messages';
import { usersMessages } from '../../screens/src/Admin/Users/messages';
import { LOCALES, openSignedIn, page, signIn, useLocale, withBrowser } from './harness';

withBrowser();

/** A request of the list `path` whose query has `name` = `value`. */
const listCall = (path: string, name: string, value: string) => (url: URL) =>
  url.pathname === path && url.searchParams.get(name) === value;

/** The demo's 40 end users all have an example.com address: two pages of 20. */
const BROAD = 'example';
const NARROW = 'user1';
/** The first row's e-mail (its third cell). */
const firstEmail = () =>
  page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1).getByRole('cell').nth(2);

const usersTable = () => page.getByRole('table', { name: 'Users' });
const pager = () => page.getByRole('navigation', { name: 'Pagination' });

describe('admin lists', () => {
  it('shows in the search box the search the address holds, after Back, Forward and a reload', async () => {
    await signIn();
    await page.goto('/users');
    const box = page.getByLabel('Search users');
    await box.fill(BROAD);
    await page.waitForURL(new RegExp(`search=${BROAD}$`));
    await pager().getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await box.fill(NARROW);
    await page.waitForURL(new RegExp(`search=${NARROW}$`));
    // user10 to user19 (the demo's addresses run from user01 to user40).
    await expect(usersTable().getByRole('row')).toHaveCount(1 + 10);

    await page.goBack();
    await page.waitForURL(new RegExp(`search=${BROAD}$`));
    await expect(box).toHaveValue(BROAD);
    await expect(pager()).toContainText('1–20 of 40');

    await page.goForward();
    await page.waitForURL(new RegExp(`search=${NARROW}$`));
    await expect(box).toHaveValue(NARROW);
    await expect(usersTable().getByRole('row')).toHaveCount(1 + 10);

    await page.reload();
    await expect(page.getByLabel('Search users')).toHaveValue(NARROW);
    await expect(usersTable().getByRole('row')).toHaveCount(1 + 10);
  });

  it('keeps the rows of a failed search under an alert, and Retry loads the search', async () => {
    await signIn();
    await page.goto('/users');
    await expect(pager()).toContainText('1–20 of 40');
    const shown = await firstEmail().innerText();
    const failing = listCall('/api/admin/users', 'search', 'user2');
    await page.route(failing, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, status_code: 500, message: 'Internal server error' }),
      }),
    );
    await page.getByLabel('Search users').fill('user2');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Could not load users');
    await expect(alert).toContainText('Internal server error');
    await expect(alert).toContainText('Showing what was last loaded.');
    // The rows kept are the last answer (the unsearched first page), not taken for the search's.
    await expect(firstEmail()).toHaveText(shown);
    await expect(pager()).toContainText('1–20 of 40');

    await page.unroute(failing);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert')).toBeHidden();
    // user20 to user29.
    await expect(usersTable().getByRole('row')).toHaveCount(1 + 10);
  });

  it('keeps the page shown when the next one fails, its pager on that page', async () => {
    await signIn();
    await page.goto('/users');
    const shown = await firstEmail().innerText();
    await page.route(listCall('/api/admin/users', 'page', '2'), (route) => route.abort('connectionrefused'));
    await pager().getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expect(page.getByRole('alert')).toContainText('Server unreachable. Please try again later.');
    await expect(firstEmail()).toHaveText(shown);
    await expect(pager().getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the chapters of a failed search under an alert', async () => {
    await signIn();
    await page.goto('/chapters');
    const rows = page.getByRole('table', { name: 'Chapters' }).getByRole('row');
    // As many as the server has: the chapters tests, when they ran first, added some to the demo's four.
    await expect(rows.nth(1)).toBeVisible();
    const shown = await rows.count();
    await page.route(listCall('/api/admin/chapters', 'search', '3'), (route) => route.abort('timedout'));
    await page.getByLabel('Search chapters by name or number').fill('3');
    await expect(page.getByRole('alert')).toContainText('Failed to fetch chapters');
    await expect(rows).toHaveCount(shown);
  });
});

describe('a page of rows', () => {
  // The other suites share the server and read the admin in English.
  afterEach(() => useLocale('en'));

  const lists = [
    { path: '/users', words: usersMessages },
    { path: '/transactions', words: transactionsMessages },
  ];
  describe.each(LOCALES)('in %s', (locale) => {
    it.each(lists)(
      '$path at 1280 px: all 20 rows and the pager are reached by scrolling the page',
      async (list) => {
        await useLocale(locale);
        await page.setViewportSize({ width: 1280, height: 800 });
        await openSignedIn(list.path);
        const table = page.getByRole('table', { name: list.words[locale].tableLabel });
        const rows = table.getByRole('row');
        await expect(rows).toHaveCount(1 + 20);
        // The table's box holds every row: nothing scrolls inside it; the document is what is taller than the window.
        const box = await table.evaluate((element) => {
          const scroller = element.parentElement!;
          return { scrollHeight: scroller.scrollHeight, clientHeight: scroller.clientHeight };
        });
        expectValue(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
        const documentHeight = await page.evaluate(() => document.documentElement.scrollHeight);
        expectValue(documentHeight).toBeGreaterThan(800);

        const last = rows.last();
        const pagerBar = page.getByRole('navigation', { name: paginationMessages[locale].navigation });
        await expect(pagerBar).not.toBeInViewport();
        await page.mouse.move(640, 400);
        await page.mouse.wheel(0, documentHeight);
        await expect(last).toBeInViewport();
        await expect(pagerBar).toBeInViewport();
        expectValue(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      },
    );
  });

  it.each(lists)('$path at 1024 px: the pager is reached by scrolling the page', async (list) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await openSignedIn(list.path);
    const pagerBar = page.getByRole('navigation', { name: paginationMessages.en.navigation });
    await expect(pagerBar).toBeAttached();
    await expect(pagerBar).not.toBeInViewport();
    await page.mouse.move(512, 400);
    await page.mouse.wheel(0, await page.evaluate(() => document.documentElement.scrollHeight));
    await expect(pagerBar).toBeInViewport();
  });
});
