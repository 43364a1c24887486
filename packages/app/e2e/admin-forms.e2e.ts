// Plans, settings, profile and the unsaved-changes guard in Chromium against the real server (see harness.ts).
import { expect as expectValue, describe, it } from 'vitest';
import { expect } from './expect';
import { ADMIN, adminRead, APP_URL, page, signIn, withBrowser } from './harness';

withBrowser();

interface Plan {
  _id: string;
  name: string;
  price: number;
  status: string;
  features: Record<string, boolean>;
}
const readPlan = async (name: string) =>
  (await adminRead<{ data: Plan[] }>('/api/admin/plans?limit=200')).data.find((plan) => plan.name === name);

/** A 1×1 PNG: the server checks an upload by its content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('plans', () => {
  it('adds, edits, toggles and deletes a plan, each kept by the server', async () => {
    await signIn();
    await page.getByRole('link', { name: 'Plans & Pricing' }).click();
    await page.getByRole('button', { name: 'Add New Plan' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Plan' });
    await dialog.getByRole('textbox', { name: /^Plan Name/ }).fill('E2E Plan');
    await dialog.getByLabel(/^Price/).fill('12.5');
    await dialog.getByRole('textbox', { name: /^New feature/ }).fill('Offline reading');
    await dialog.getByRole('textbox', { name: /^New feature/ }).press('Enter');
    await dialog.getByRole('button', { name: 'Save Plan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Actions for E2E Plan', exact: true })).toBeVisible();
    expectValue(await readPlan('E2E Plan')).toMatchObject({
      price: 12.5,
      status: 'active',
      features: { 'Offline reading': true },
    });

    await page.getByRole('button', { name: 'Actions for E2E Plan', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit Plan' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Plan' });
    await dialog.getByRole('textbox', { name: /^Plan Name/ }).fill('E2E Plan Plus');
    await dialog.getByRole('button', { name: 'Update Plan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Actions for E2E Plan Plus', exact: true })).toBeVisible();
    expectValue(await readPlan('E2E Plan Plus')).toMatchObject({ price: 12.5 });

    await page.getByRole('button', { name: 'Actions for E2E Plan Plus', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Toggle Status' }).click();
    await expect.poll(async () => (await readPlan('E2E Plan Plus'))?.status).toBe('inactive');

    await page.getByRole('button', { name: 'Actions for E2E Plan Plus', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete Plan' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Plan' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('button', { name: 'Actions for E2E Plan Plus', exact: true })).toBeHidden();
    expectValue(await readPlan('E2E Plan Plus')).toBeUndefined();
  });
});

describe('settings', () => {
  it('saves the contact details, and refuses a masked secret key', async () => {
    await signIn();
    await page.getByRole('link', { name: 'Settings' }).click();
    const general = page.getByRole('form', { name: 'General Settings' });
    await general.getByRole('textbox', { name: 'Contact Number' }).fill('+972 3 555 0100');
    await general.getByRole('button', { name: 'Save Changes' }).click();
    await expect(general.getByText('General settings saved.')).toBeVisible();
    const { data } = await adminRead<{ data: { contact_number: string } }>('/api/help-and-support');
    expectValue(data.contact_number).toBe('+972 3 555 0100');

    const stripe = page.getByRole('form', { name: 'Stripe Settings' });
    await stripe.getByRole('textbox', { name: /^Publishable Key/ }).fill('pk_test_e2e');
    await stripe.getByLabel(/^Secret Key/).fill('sk_test_...abcd');
    await stripe.getByRole('button', { name: 'Save Stripe Settings' }).click();
    await expect(stripe.getByText('Secret Key should not contain "..."')).toBeVisible();
    await stripe.getByLabel(/^Secret Key/).fill('sk_test_e2e_full_secret');
    await stripe.getByRole('button', { name: 'Save Stripe Settings' }).click();
    await expect(stripe.getByText('Stripe settings saved.')).toBeVisible();
    const saved = await adminRead<{ data: { public_key: string; secret_key: string } }>(
      '/api/stripe/credentials',
    );
    expectValue(saved.data.public_key).toBe('pk_test_e2e');
    expectValue(saved.data.secret_key).toContain('...');
  });
});

describe('profile', () => {
  it('saves a photo and names (the header follows), then changes the password and logs in with it', async () => {
    await signIn({ remember: true });
    await page.goto('/profile');
    const profile = page.getByRole('form', { name: 'Profile Information' });
    await profile
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const firstName = profile.getByRole('textbox', { name: /^First Name/ });
    const lastName = profile.getByRole('textbox', { name: 'Last Name' });
    // The other tests find the admin by its own name: it is put back at the end.
    const before = [await firstName.inputValue(), await lastName.inputValue()] as const;
    await firstName.fill('Noa');
    await lastName.fill('Levi');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(profile.getByText('Profile updated successfully')).toBeVisible();
    const header = page.locator('header').first();
    await expect(header).toContainText('Noa Levi');
    await expect(header.locator('img')).toHaveAttribute('src', /.+/);

    const password = page.getByRole('form', { name: 'Change Password' });
    const changeTo = async (current: string, next: string) => {
      await password.getByLabel(/^Current Password/).fill(current);
      await password.getByLabel(/^New Password/).fill(next);
      await password.getByLabel(/^Confirm New Password/).fill(next);
      await password.getByRole('button', { name: 'Update Password' }).click();
      await expect(password.getByText(/^Password updated successfully/)).toBeVisible();
    };
    const NEW_PASSWORD = 'e2e-new-password-2';
    await changeTo(ADMIN.password, NEW_PASSWORD);
    // The new token was kept where the old one was (Remember me: local storage): a reload stays signed in.
    await page.reload();
    await expect(page.getByRole('form', { name: 'Change Password' })).toBeVisible();

    const login = await page.request.post(`${APP_URL}/api/login`, {
      form: { username: ADMIN.email, password: NEW_PASSWORD },
    });
    expectValue(login.ok()).toBe(true);
    // Back to the suite's password, through the page, for the other tests.
    await changeTo(NEW_PASSWORD, ADMIN.password);
    await firstName.fill(before[0]);
    await lastName.fill(before[1]);
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(header).toContainText(before[0]);
  });
});

describe('unsaved-changes guard', () => {
  it('asks before leaving a changed form: Stay keeps the page and values, Leave goes', async () => {
    await signIn();
    await page.getByRole('link', { name: 'Settings' }).click();
    const field = page
      .getByRole('form', { name: 'General Settings' })
      .getByRole('textbox', { name: 'Contact Number' });
    await field.fill('+972 3 555 0199');
    await page.getByRole('link', { name: 'Users' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await expect(ask).toContainText('Your changes will be lost.');
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(ask).toBeHidden();
    expectValue(new URL(page.url()).pathname).toBe('/settings');
    await expect(field).toHaveValue('+972 3 555 0199');

    await page.getByRole('link', { name: 'Users' }).click();
    await ask.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/users');
  });
});
