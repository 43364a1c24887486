// "Forgot password?" in Chromium against the real server (issue 31): the admin follows the e-mail the
// server wrote to its outbox (DATA_DIR/outbox, see scripts/test-app-e2e.sh), sets a new password, signs in
// with it; the old one and the used link no longer work. The suite's password is put back afterwards.
import { expect as expectValue, describe, it } from 'vitest';
import { expect } from './expect';
import { ADMIN, APP_URL, mailsTo, outboxFiles, page, withBrowser } from './harness';

withBrowser();

const NEW_PASSWORD = 'Juniper-Orbit-Lantern-42';

/** The link of the newest reset e-mail in the outbox, once one newer than `since` is there. */
async function resetLink(since: Set<string>): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        for (const text of mailsTo(ADMIN.email, since)) {
          const found = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text);
          if (found) link = found[0];
        }
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}

const apiLogin = (password: string) =>
  page.request.post(`${APP_URL}/api/login`, { form: { username: ADMIN.email, password } });

describe('a forgotten password', () => {
  it('is reset from the e-mail in the outbox; the old password and the used link no longer work', async () => {
    const before = new Set(outboxFiles());
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel(/^Email address/).fill(ADMIN.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    const link = await resetLink(before);
    expectValue(link.startsWith(`${APP_URL}/reset-password?token=`)).toBe(true);
    try {
      await page.goto(link);
      await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
      await page.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Set password' }).click();
      await expect(page.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();

      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL('**/login');
      await page.getByLabel('Email address').fill(ADMIN.email);
      await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/dashboard');
      expectValue((await apiLogin(ADMIN.password)).status()).toBe(401);

      // The link a second time: it says it was used, and offers no form.
      await page.goto(link);
      await expect(page.getByText('This link has already been used. Each link works once.')).toBeVisible();
      await expect(page.getByLabel(/^New Password/)).toHaveCount(0);
    } finally {
      // Back to the suite's password for the other files (they sign in with it).
      const login = await apiLogin(NEW_PASSWORD);
      if (login.ok()) {
        const { access_token } = (await login.json()) as { access_token: string };
        const restored = await page.request.post(`${APP_URL}/api/admin/change-password`, {
          headers: { authorization: `Bearer ${access_token}` },
          form: {
            current_password: NEW_PASSWORD,
            new_password: ADMIN.password,
            confirm_password: ADMIN.password,
          },
        });
        expectValue(restored.ok()).toBe(true);
      }
    }
  });
});
