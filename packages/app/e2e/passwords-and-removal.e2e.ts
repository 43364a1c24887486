// Issue 31 in Chromium against the real server: the Profile's strength meter (zxcvbn downloaded by that page
// only) and the server's refusal of a weak password with its reason; the admin removes an end user it created
// (the demo's users are the other suites').
import { expect as expectValue, describe, it } from 'vitest';
import { expect } from './expect';
import { ADMIN, adminRead, page, signIn, withBrowser } from './harness';

withBrowser();

describe('new passwords', () => {
  it('the meter scores as the admin types; the server refuses a weak one and says why', async () => {
    // zxcvbn's dictionaries are the only scripts over 400 KB the app has.
    const dictionaries: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      if ((await response.body().catch(() => Buffer.alloc(0))).length > 400_000)
        dictionaries.push(response.url());
    });
    await signIn();
    // The dashboard has no password form: nothing of zxcvbn was fetched yet.
    expectValue(dictionaries).toEqual([]);
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Change Password' });
    const meter = form.getByRole('status');
    await form.getByLabel(/^New Password/).fill('abcdefgh');
    await expect(meter).toHaveText('Password strength: Very weak');
    await form.getByLabel(/^New Password/).fill('quiet-river-lantern');
    await expect(meter).toHaveText('Password strength: Very strong');
    expectValue(dictionaries.length).toBeGreaterThan(0);

    await form.getByLabel(/^Current Password/).fill(ADMIN.password);
    await form.getByLabel(/^New Password/).fill('abcdefgh');
    await form.getByLabel(/^Confirm New Password/).fill('abcdefgh');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(form.getByText('New Password is a sequence')).toBeVisible();
    // Refused: the suite's password still signs in.
    const login = await page.request.post('/api/login', {
      form: { username: ADMIN.email, password: ADMIN.password },
    });
    expectValue(login.ok()).toBe(true);
  });
});

describe('removing a user', () => {
  it('the admin removes an end user after the spec’s confirmation; they can no longer sign in', async () => {
    const email = `remove-me-${Date.now()}@example.com`;
    const password = 'remove-me-strong-9';
    const signup = await page.request.post('/api/app/signup', {
      form: { name: 'Remove Me', email, password, device: 'android' },
    });
    expectValue(signup.status()).toBe(200);

    await signIn();
    await page.goto(`/users?search=${encodeURIComponent(email)}`);
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByText(email)).toBeVisible();
    await table.getByRole('button', { name: 'Remove Remove Me' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText('You are about to remove Remove Me. This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('User removed successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No users found matching your search')).toBeVisible();

    const login = await page.request.post('/api/app/login', { form: { username: email, password } });
    expectValue(login.status()).toBe(401);
    const log = await adminRead<{
      data: { type: string; actor_email: string; summary: { email?: string } }[];
    }>('/api/admin/audit-events');
    expectValue(log.data.find((event) => event.type === 'user.removed')).toMatchObject({
      actor_email: ADMIN.email,
      summary: { email },
    });
  });
});
