// What an admin meets every day (issue 30), in Chromium against the real server, in English and Hebrew where
// there are words: Play that plays; statuses coloured by meaning; the dashboard's plan and payer; verse counts
// that follow the verses; phone numbers checked; prices never negative, left to right; an icon, not a 404.
import { afterEach, describe, expect as expectValue, it } from 'vitest';
import { expect } from './expect';
import { colors } from '../../ui/src/theme/tokens';
import { chapterFormMessages } from '../../screens/src/Admin/ChapterForm/messages';
import { chaptersListMessages } from '../../screens/src/Admin/ChaptersList/messages';
import { verseMediaSectionMessages } from '../../screens/src/Admin/VerseMediaSection/messages';
import { codeWords } from '../src/api/catalogue/codes';
import { statusMessages } from '../../screens/src/Admin/common/messages';
import { dashboardMessages } from '../../screens/src/Admin/Dashboard/messages';
import { planFormMessages } from '../../screens/src/Admin/PlanForm/messages';
import { plansMessages } from '../../screens/src/Admin/Plans/messages';
import { settingsMessages } from '../../screens/src/Admin/Settings/messages';
import { adminHeaders, adminRead, LOCALES, openSignedIn, page, PNG, useLocale, withBrowser } from './harness';

withBrowser();

// The other suites share the server and read the admin in English: the account goes back to it.
afterEach(() => useLocale('en'));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name made by `words(...)` with any record's name in the place of `name`. */
function anyName(words: (name: string) => string) {
  const [before, after] = words('\u0000').split('\u0000') as [string, string];
  return new RegExp(`^${escape(before)}.+${escape(after)}$`);
}

/** A theme colour ('#b3261e') as the browser computes it ('rgb(179, 38, 30)'). */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

interface DashboardReply {
  data: {
    recent_transactions: {
      amount: number;
      plan: { _id: string; name: string | null } | null;
      user_details: { _id: string | null; name: string; email: string | null };
    }[];
  };
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

  it('colours a transaction by its status: failed red, succeeded green, pending amber, on every page', async () => {
    const status = statusMessages[locale];
    await useLocale(locale);
    const colourOf = async (text: string) =>
      page
        .getByRole('table')
        .getByText(text, { exact: true })
        .first()
        .evaluate((pill) => getComputedStyle(pill).color);
    // The server searches a status by its value: each one's first row, wherever it is in the list.
    const expected = { failed: colors.error, succeeded: colors.success, pending: colors.warning } as const;
    for (const [value, colour] of Object.entries(expected)) {
      await openSignedIn(`/transactions?search=${value}`);
      expectValue(await colourOf(status[value as keyof typeof expected])).toBe(rgb(colour));
    }
    // The payer of that pending payment: their own page colours it the same way.
    await page.getByRole('table').getByRole('link').first().click();
    await page.waitForURL('**/user-transactions/**');
    expectValue(await colourOf(status.pending)).toBe(rgb(colors.warning));
  });

  it('names the plan and the payer of each recent transaction on the dashboard', async () => {
    const words = dashboardMessages[locale];
    await useLocale(locale);
    const { data } = await adminRead<DashboardReply>('/api/admin/dashboard');
    await openSignedIn('/dashboard');
    const recent = page.getByRole('region', { name: words.recentTransactions });
    const rows = recent.getByRole('listitem');
    await expect(rows).toHaveCount(data.recent_transactions.length);
    for (const [i, transaction] of data.recent_transactions.entries()) {
      const plan = transaction.plan;
      const title = !plan ? words.noPlan : (plan.name ?? words.deletedPlan);
      const payer = transaction.user_details._id ? transaction.user_details.name : words.deletedUser;
      await expect(rows.nth(i)).toContainText(title);
      await expect(rows.nth(i)).toContainText(payer);
    }
    await expect(recent.getByText('Premium Subscription')).toHaveCount(0);
  });

  it('counts the verses a chapter has, and refuses a count or verse media that leaves them out', async () => {
    const list = chaptersListMessages[locale];
    const form = chapterFormMessages[locale];
    const media = verseMediaSectionMessages[locale];
    await useLocale(locale);
    const headers = await adminHeaders();
    const image = { name: 'c.png', mimeType: 'image/png', buffer: PNG };
    const added = await page.request.post('/api/admin/add-chapter', {
      headers,
      multipart: {
        chapter_name: `Counted ${locale} ${Date.now().toString(36)}`,
        verses: '6',
        chapter_content: '<p>In the beginning.</p>',
        chapter_image: image,
        cover_image: image,
      },
    });
    const chapter = (
      (await added.json()) as { data: { _id: string; chapter_name: string; chapter_number: number } }
    ).data;
    const verse = await page.request.post('/api/admin/save-reading-verse', {
      headers,
      form: { chapter_id: chapter._id, verse_number: '7', verse_content: '<p>Verse 7.</p>' },
    });
    expectValue(verse.status()).toBe(200);

    // Verse 7 added: the list reads 7 verses.
    await openSignedIn(`/chapters?search=${encodeURIComponent(chapter.chapter_name)}`);
    await expect(page.getByText(list.facts(chapter.chapter_number, 7))).toBeVisible();

    // Verse media for verse 99 is refused by the field.
    await page.goto(`/edit-chapter/${chapter._id}`);
    await expect(page.getByLabel(form.totalVerses)).toHaveValue('7');
    await page.getByRole('button', { name: media.add }).click();
    const dialog = page.getByRole('dialog', { name: media.addTitle });
    await dialog.getByRole('spinbutton', { name: media.verseNumber }).fill('99');
    await dialog.getByRole('button', { name: media.save }).click();
    await expect(dialog.getByText(media.maxVerse(7))).toBeVisible();
    await dialog.getByRole('button', { name: media.cancel }).click();

    // A count below verse 7 is refused by the server, in the admin's language.
    await page.getByLabel(form.totalVerses).fill('5');
    await page.getByRole('button', { name: form.update }).click();
    const refusal =
      locale === 'he'
        ? codeWords.he!.verses_below_highest_verse
        : 'Total verses cannot be less than 7: the chapter has verse 7';
    await expect(page.getByText(refusal)).toBeVisible();
  });

  it('refuses a contact number that is no phone number, on the screen and on the server', async () => {
    const words = settingsMessages[locale];
    await useLocale(locale);
    await openSignedIn('/settings');
    const general = page.getByRole('form', { name: words.generalTitle });
    const phone = general.getByRole('textbox', { name: words.labels.contact_number });
    const before = await phone.inputValue();
    await phone.fill('call me maybe');
    await general.getByRole('button', { name: words.saveGeneral }).click();
    await expect(general.getByText(words.invalidPhone)).toBeVisible();
    // The server holds the same rule for a caller that skips the screen.
    const refused = await page.request.post('/api/admin/update-general-settings', {
      headers: await adminHeaders(),
      form: { contact_number: 'call me maybe' },
    });
    expectValue(refused.status()).toBe(400);
    expectValue(((await refused.json()) as { message: string }).message).toContain(
      settingsMessages.en.invalidPhone,
    );
    const { data } = await adminRead<{ data: { contact_number: string } }>('/api/help-and-support');
    expectValue(data.contact_number).toBe(before);
  });

  it('keeps a price left to right and refuses a negative one, on the screen and on the server', async () => {
    const words = planFormMessages[locale];
    await useLocale(locale);
    await openSignedIn('/plans');
    await page.getByRole('button', { name: plansMessages[locale].addPlan }).click();
    const dialog = page.getByRole('dialog', { name: words.addTitle });
    const price = dialog.getByLabel(new RegExp(`^${words.price}`));
    await price.fill('-1');
    // '-1', never '1-': the digits read left to right in Hebrew too.
    await expect(price).toHaveAttribute('dir', 'ltr');
    expectValue(await price.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(dialog.getByText(words.priceInvalid)).toBeVisible();
    const refused = await page.request.post('/api/admin/add-plan', {
      headers: await adminHeaders(),
      form: { name: 'Negative', price: '-1', features: '{"Audio":true}' },
    });
    expectValue(refused.status()).toBe(400);
    expectValue(((await refused.json()) as { message: string }).message).toContain(
      'Price must not be negative',
    );
  });
});

it('serves the icon: no page asks for one in vain', async () => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await openSignedIn('/dashboard');
  await page.waitForLoadState('networkidle');
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expectValue(missing).toEqual([]);
  const icon = await page.request.get('/favicon.ico');
  expectValue(icon.status()).toBe(200);
  expectValue(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
});
