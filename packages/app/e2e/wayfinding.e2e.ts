// Finding your way (issue 30), in Chromium against the real server, in English and Hebrew: breadcrumbs and
// titles that name the record below the lists, a save that returns where the admin came from, a plan's
// delete confirmation that names the plan, a user's details leading to their transactions, and chapter names
// whole at 1280 px.
import { afterEach, describe, expect as expectValue, it } from 'vitest';
import { expect } from './expect';
import { breadcrumbMessages } from '../../ui/src/Breadcrumb/messages';
import { trailWords } from '../../screens/src/internal/trail';
import { chapterDetailsMessages } from '../../screens/src/Admin/ChapterDetails/messages';
import { chapterFormMessages } from '../../screens/src/Admin/ChapterForm/messages';
import { plansMessages } from '../../screens/src/Admin/Plans/messages';
import { usersMessages } from '../../screens/src/Admin/Users/messages';
import { adminWords } from '../src/api/catalogue/admin';
import { adminRead, createChapter, LOCALES, useLocale, openSignedIn, page, withBrowser } from './harness';

withBrowser();

// Other suites share the server and read the admin in English: the account goes back to it.
afterEach(() => useLocale('en'));

interface ChapterRow {
  _id: string;
  chapter_number: number;
}

const firstChapter = async () => (await adminRead<{ data: ChapterRow[] }>('/api/admin/chapters')).data[0]!;

describe.each(LOCALES)('in %s', (locale) => {
  const trail = trailWords[locale];
  const breadcrumb = () => page.getByRole('navigation', { name: breadcrumbMessages[locale].navigation });

  it('gives the chapter pages a breadcrumb and titles that name the chapter', async () => {
    await useLocale(locale);
    const chapter = await firstChapter();
    const n = chapter.chapter_number;
    await openSignedIn(`/chapter-verses/${chapter._id}`);
    // Chapters › Chapter n › Verses: the last step is the page, not a link.
    await expect(breadcrumb().getByRole('listitem')).toHaveText([
      trail.chapters,
      trail.chapter(n),
      trail.verses,
    ]);
    await expect(breadcrumb().locator('[aria-current="page"]')).toHaveText(trail.verses);
    await breadcrumb()
      .getByRole('link', { name: trail.chapter(n) })
      .click();
    await page.waitForURL(`**/chapter-details/${chapter._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chapterDetailsMessages[locale].title(n));
    await breadcrumb().getByRole('link', { name: trail.chapters }).click();
    await page.waitForURL('**/chapters');
  });

  it('returns a chapter saved from its details page to the details, and from the list to the list', async () => {
    await useLocale(locale);
    const chapter = await firstChapter();
    const n = chapter.chapter_number;
    const form = chapterFormMessages[locale];
    const saved = adminWords[locale].chapter.updated;
    await openSignedIn(`/chapter-details/${chapter._id}`);
    await page.getByRole('link', { name: chapterDetailsMessages[locale].editChapter }).click();
    await page.waitForURL(/\/edit-chapter\/.+\?from=details/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.editTitle(n));
    await expect(page).toHaveTitle(new RegExp(`^${form.editTitle(n)} · `));
    await expect(breadcrumb().getByRole('listitem')).toHaveText([
      trail.chapters,
      trail.chapter(n),
      trail.edit,
    ]);
    await page.getByRole('button', { name: form.update }).click();
    await page.waitForURL(`**/chapter-details/${chapter._id}`);
    await expect(page.getByText(saved)).toBeVisible();

    // Opened from the list (no origin in the link): the save goes back to the list.
    await page.goto(`/edit-chapter/${chapter._id}`);
    await page.getByRole('button', { name: form.update }).click();
    await page.waitForURL('**/chapters');
    await expect(page.getByText(saved)).toBeVisible();
  });

  it("names the plan in the plan's delete confirmation", async () => {
    await useLocale(locale);
    const words = plansMessages[locale];
    const plans = await adminRead<{ data: { name: string }[] }>('/api/admin/plans?limit=200');
    const name = plans.data[0]!.name;
    await openSignedIn('/plans');
    await page.getByRole('button', { name: words.actionsFor(name), exact: true }).click();
    await page.getByRole('menuitem', { name: words.delete }).click();
    const dialog = page.getByRole('alertdialog', { name: words.deleteTitle });
    await expect(dialog).toContainText(words.deleteMessage(name));
    await dialog.getByRole('button', { name: words.cancel }).click();
    await expect(dialog).toBeHidden();
  });

  it("leads from a user's details to that user's transactions, with a trail back to the users", async () => {
    await useLocale(locale);
    const words = usersMessages[locale];
    const { data } = await adminRead<{ data: { _id: string; name: string }[] }>('/api/admin/users?limit=5');
    const user = data[0]!;
    await openSignedIn(`/users?search=${encodeURIComponent(user.name)}`);
    await page
      .getByRole('button', { name: words.viewUser(user.name) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: words.detailsTitle });
    await dialog.getByRole('link', { name: words.viewTransactions }).click();
    await page.waitForURL(`**/user-transactions/${user._id}`);
    await expect(breadcrumb().getByRole('listitem')).toHaveText([trail.users, user.name, trail.transactions]);
    await breadcrumb().getByRole('link', { name: trail.users }).click();
    await page.waitForURL('**/users');
  });

  it('shows a long chapter name whole at 1280 px', async () => {
    await useLocale(locale);
    const name = `בראשית פרק ב׳ (גן עדן) ${locale}`;
    await createChapter(name);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(`/chapters?search=${encodeURIComponent(name)}`);
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    const cut = await link.evaluate((a) => a.scrollWidth > a.clientWidth);
    expectValue(cut).toBe(false);
  });
});
