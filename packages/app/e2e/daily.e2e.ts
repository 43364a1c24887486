// What an admin meets every day (issue 30), in Chromium against the real server, in English and Hebrew where
// there are words: Play that plays; statuses coloured by meaning; the dashboard's plan and payer.
import { afterEach, describe, expect as expectValue, it } from 'vitest';
import { expect } from 'playwright/test';
import { colors } from '../../ui/src/theme/tokens';
import { chaptersListMessages } from '../../screens/src/Admin/ChaptersList/messages';
import { statusMessages } from '../../screens/src/Admin/common/messages';
import { dashboardMessages } from '../../screens/src/Admin/Dashboard/messages';
import { ADMIN, adminRead, openSignedIn, page, withBrowser } from './harness';

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
    await expect(recent.getByText(words.premiumSubscription)).toHaveCount(0);
  });
});
