// The public site for its readers (app users, not admins): the "login" is their account page, the deletion
// page sits in the site's frame and is linked from the privacy policy and the footer.
import { expect } from './expect';
import { afterAll, describe, expect as expectValue, it } from 'vitest';
import { settingsMessages } from '../../screens/src/Admin/Settings/messages';
import { ADMIN, APP_URL, LOCALES, openSignedIn, page, suiteBrowser, useLocale, withBrowser } from './harness';

withBrowser();

const readers: { email: string; password: string }[] = [];

/** A reader with an app account, made through the app's own signup (deleted after the suite). */
async function newReader(name: string) {
  const email = `${name}-${Date.now()}@example.com`;
  const password = `${name}-password`;
  const signup = await page.request.post('/api/app/signup', {
    form: { name, email, password, device: 'ios' },
  });
  expectValue(signup.status()).toBe(200);
  readers.push({ email, password });
  return { email, password };
}

// The suites share one server: a reader left behind would change the user lists other suites count.
afterAll(async () => {
  for (const { email, password } of readers) {
    // Straight to the server: each test's page is closed by now.
    const login = await fetch(`${APP_URL}/api/app/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: email, password }),
    });
    if (login.status !== 200) continue; // the suite deleted it itself
    const { access_token } = (await login.json()) as { access_token: string };
    const deleted = await fetch(`${APP_URL}/api/app/delete-account`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expectValue(deleted.status).toBe(200);
  }
});

describe("the public site's login", () => {
  it("leads a reader to their account: which one, delete it or cancel, sign out (the admin's stays /login)", async () => {
    const reader = await newReader('reader');
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'התחברות' }).click();
    await page.waitForURL('**/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByText(/ממשק הניהול|admin/i)).toHaveCount(0);

    await page.getByLabel('Email').fill(reader.email);
    await page.getByLabel(/^Password/).fill(reader.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(/Signed in as/)).toContainText(reader.email);

    await page.getByRole('link', { name: 'Delete My Account' }).click();
    await page.waitForURL('**/delete-account');
    await expect(page.getByText(/The account to delete:/)).toContainText(reader.email);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/account');
    await expect(page.getByText(/Signed in as/)).toContainText(reader.email);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

describe('the account-deletion page', () => {
  it('is linked from the privacy policy and the footer, in the frame, and names the account (Hebrew)', async () => {
    const context = await suiteBrowser().newContext({ baseURL: APP_URL, locale: 'he-IL' });
    try {
      const hebrew = await context.newPage();
      const reader = await newReader('hebrew-reader');
      await hebrew.goto('/privacy-policy');
      const footer = hebrew.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'מדיניות פרטיות' })).toHaveCount(1);
      await expect(footer.getByRole('link', { name: 'מחיקת החשבון' })).toHaveAttribute(
        'href',
        '/delete-account',
      );
      await hebrew.getByRole('main').getByRole('link', { name: 'עמוד מחיקת החשבון' }).click();
      await hebrew.waitForURL('**/delete-account');
      await expect(hebrew.getByRole('heading', { level: 1, name: 'מחיקת החשבון' })).toBeVisible();
      // The site's frame: the header's way home and the footer.
      await expect(hebrew.getByRole('banner').getByRole('link', { name: 'תנ״ך מאויר' })).toBeVisible();
      await expect(hebrew.getByRole('contentinfo')).toBeVisible();

      await hebrew.getByLabel('דוא״ל').fill(reader.email);
      await hebrew.getByLabel(/^סיסמה/).fill(reader.password);
      await hebrew.getByRole('button', { name: 'התחברות' }).click();
      await expect(hebrew.getByText(/החשבון שיימחק:/)).toContainText(reader.email);
      await expect(hebrew.getByRole('link', { name: 'ביטול' })).toHaveAttribute('href', '/account');
      await hebrew.getByRole('button', { name: 'מחיקת החשבון שלי' }).click();
      await hebrew.getByRole('alertdialog').getByRole('button', { name: 'מחיקה' }).click();
      await expect(hebrew.getByText('החשבון נמחק בהצלחה!')).toBeVisible();

      const login = await hebrew.request.post('/api/app/login', {
        form: { username: reader.email, password: reader.password },
      });
      expectValue(login.status()).toBe(401);
    } finally {
      await context.close();
    }
  });
});

describe('the store and social links', () => {
  it('lead where the general settings say, and an empty one is not shown', async () => {
    const login = await page.request.post('/api/login', {
      form: { username: ADMIN.email, password: ADMIN.password },
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const facebook = 'https://www.facebook.com/illustrated.bible';
    const googlePlay = 'https://play.google.com/store/apps/details?id=com.example.bible';
    const saved = await page.request.post('/api/admin/update-general-settings', {
      headers: { authorization: `Bearer ${access_token}` },
      form: {
        facebook_url: facebook,
        google_play_url: googlePlay,
        app_store_url: '',
        instagram_url: '',
        youtube_url: '',
      },
    });
    expectValue(saved.status()).toBe(200);

    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'פייסבוק' })).toHaveAttribute('href', facebook);
    await expect(footer.getByRole('link', { name: 'אינסטגרם' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', googlePlay);
    await expect(page.getByRole('link', { name: /App Store/ })).toHaveCount(0);
  });

  it.each(LOCALES)(
    'one saved on the Settings page (admin in %s) is the link in the footer',
    async (locale) => {
      await useLocale(locale);
      try {
        const words = settingsMessages[locale];
        const youtube = `https://www.youtube.com/@illustrated.bible.${locale}`;
        await openSignedIn('/settings');
        const general = page.getByRole('form', { name: words.generalTitle });
        const field = general.getByRole('textbox', { name: words.labels.youtube_url });
        const save = general.getByRole('button', { name: words.saveGeneral });
        // A bare domain is refused on the page, in the admin's language, before any call.
        await field.fill('youtube.com/illustrated.bible');
        await save.click();
        await expect(field).toHaveAccessibleDescription(words.invalidLink(words.labels.youtube_url));
        await field.fill(youtube);
        await save.click();
        await expect(general.getByText(words.generalSaved)).toBeVisible();

        await page.goto('/');
        await expect(page.getByRole('contentinfo').getByRole('link', { name: 'יוטיוב' })).toHaveAttribute(
          'href',
          youtube,
        );
      } finally {
        // The other suites share the server and read the admin in English.
        await useLocale('en');
      }
    },
  );
});
