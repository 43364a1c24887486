// Sessions (issues 30 and 31), two browser contexts signed in as the same admin against the real server.
import { describe, expect as expectValue, it } from 'vitest';
import { expect } from './expect';
import type { Page } from 'playwright';
import {
  ADMIN,
  adminHeaders,
  APP_URL,
  openSignedIn,
  page,
  suiteBrowser,
  useLocale,
  withBrowser,
} from './harness';
import { LOCALE_KEY } from '../src/locale/localeChoice';
import { ADMIN_TOKEN_KEY } from '../src/session/tokenStore';

withBrowser();

/** The other browser says it is Firefox on Linux, so Profile's list tells its row from this one's. */
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Another browser (a context of its own: no storage shared with the test's page), signed in at `path`. */
async function otherBrowser(path: string) {
  const context = await suiteBrowser().newContext({ baseURL: APP_URL, locale: 'en-US', userAgent: FIREFOX });
  context.setDefaultTimeout(10_000);
  const other = await context.newPage();
  const login = await other.request.post('/api/login', {
    form: { username: ADMIN.email, password: ADMIN.password },
  });
  if (login.status() !== 200) throw new Error(`the other browser's sign-in answered ${login.status()}`);
  const { access_token } = (await login.json()) as { access_token: string };
  await other.addInitScript(({ key, token }) => sessionStorage.setItem(key, token), {
    key: ADMIN_TOKEN_KEY,
    token: access_token,
  });
  await other.goto(path);
  // The token's session, from its claims (the JWT's middle part).
  const claims = JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString()) as {
    sid: string;
  };
  return { context, page: other, session: claims.sid };
}

/** Changes the admin's password on the Profile page of `on` (its session continues on the new token). */
async function changePassword(on: Page, from: string, to: string) {
  await on.goto('/profile');
  await on.getByLabel(/^Current Password/).fill(from);
  await on.getByLabel(/^New Password/).fill(to);
  await on.getByLabel(/^Confirm New Password/).fill(to);
  await on.getByRole('button', { name: 'Update Password' }).click();
  await expect(on.getByText('Password updated successfully.', { exact: false })).toBeVisible();
}

/** Puts the admin's password back from `current`, through the API. */
async function restorePassword(current: string) {
  const login = await page.request.post('/api/login', { form: { username: ADMIN.email, password: current } });
  if (login.status() !== 200) return;
  const { access_token } = (await login.json()) as { access_token: string };
  const reply = await page.request.post('/api/admin/change-password', {
    headers: { authorization: `Bearer ${access_token}` },
    form: { current_password: current, new_password: ADMIN.password, confirm_password: ADMIN.password },
  });
  if (reply.status() !== 200) throw new Error(`restoring the password answered ${reply.status()}`);
}

describe('a password change elsewhere', () => {
  it('signs the other browser out on its next navigation, and the login page says why', async () => {
    const other = await otherBrowser('/dashboard');
    const changed = `${ADMIN.password}-changed`;
    try {
      await expect(other.page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await openSignedIn('/profile');
      await changePassword(page, ADMIN.password, changed);

      // The other browser goes on to another page: its next call is refused, and it lands on the login page.
      await other.page.getByRole('link', { name: 'Plans' }).first().click();
      await other.page.waitForURL('**/login?signed_out=passwordChanged');
      await expect(other.page.getByRole('status')).toHaveText(
        'You were signed out because your password was changed. Sign in with the new password.',
      );
      // This browser's session continues.
      await page.getByRole('link', { name: 'Plans' }).first().click();
      await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
      await expect(page).toHaveURL(/\/plans$/);
    } finally {
      // The suite's other files sign in with the password they know (through the API: nothing on the page
      // would tell when a second change through the form is done).
      await restorePassword(changed);
      await other.context.close();
    }
  });
});

describe("Profile's sessions", () => {
  it('lists this browser and the other; ending the other signs it out on its next call', async () => {
    const other = await otherBrowser('/dashboard');
    try {
      await expect(other.page.getByRole('heading', { name: 'Dashboard' }), other.page.url()).toBeVisible();
      await openSignedIn('/profile');
      const card = page.getByRole('region', { name: "Where you're signed in" });
      const end = card.getByRole('button', { name: 'End: Firefox 133 · Linux · Computer' });
      await expect(card.getByText('This device')).toBeVisible();
      await expect(end).toBeVisible();
      expectValue(await card.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);

      await end.click();
      await expect(end).toBeHidden();
      await expect(card.getByText('This device')).toBeVisible();

      await other.page.getByRole('link', { name: 'Plans' }).first().click();
      await other.page.waitForURL('**/login?signed_out=sessionEnded');
      await expect(other.page.getByRole('status')).toHaveText(
        'You were signed out because this session was ended from another one. Sign in again.',
      );
    } finally {
      await other.context.close();
    }
  });
});

describe('in Hebrew', () => {
  it('a session ended from another signs out on its next call, and the login page says why in Hebrew', async () => {
    await useLocale('he');
    const other = await otherBrowser('/dashboard');
    // As a sign-in through the form in Hebrew leaves it: the browser's language for its login page.
    await other.page.evaluate((key) => localStorage.setItem(key, 'he'), LOCALE_KEY);
    try {
      await expect(other.page.locator('html')).toHaveAttribute('dir', 'rtl');
      const ended = await page.request.post(`/api/admin/end-session/${other.session}`, {
        headers: await adminHeaders(),
      });
      expectValue(ended.status()).toBe(200);
      await other.page.reload();
      await other.page.waitForURL('**/login?signed_out=sessionEnded');
      await expect(other.page.getByRole('status')).toHaveText(
        'נותקת מהמערכת כי החיבור הזה נותק מחיבור אחר. יש להתחבר שוב.',
      );
    } finally {
      await useLocale('en');
      await other.context.close();
    }
  });
});
