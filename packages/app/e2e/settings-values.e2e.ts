// Settings values the server should not accept (issue 30), in Chromium against the real server, in English and
// Hebrew: Stripe keys of the wrong shape or mode refused with the field named, the secret a password field kept
// when not re-typed; the Description says where it is published and reads Hebrew right to left.
import { afterEach, describe, expect as expectValue, it } from 'vitest';
import { expect } from './expect';
import { settingsMessages } from '../../screens/src/Admin/Settings/messages';
import { codeWords } from '../src/api/catalogue/codes';
import { adminHeaders, adminRead, LOCALES, openSignedIn, page, useLocale, withBrowser } from './harness';

withBrowser();

// The other suites share the server and read the admin in English: the account goes back to it.
afterEach(() => useLocale('en'));

/** Saves Stripe credentials straight through the API; returns the reply. */
async function saveCredentials(form: Record<string, string>) {
  return page.request.post('/api/stripe/credentials', { headers: await adminHeaders(), form });
}

interface Credentials {
  data: { public_key: string; secret_key: string; environment: string };
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const STORED_SECRET = 'sk_test_51E2eStoredSecret0001';

describe.each(LOCALES)('in %s', (locale) => {
  const words = settingsMessages[locale];
  const stripeForm = () => page.getByRole('form', { name: words.stripeTitle });
  const publicKey = () => stripeForm().getByRole('textbox', { name: new RegExp(`^${words.publishableKey}`) });
  const secretKey = () => stripeForm().getByLabel(new RegExp(`^${words.secretKey}`));
  const saveStripe = () => stripeForm().getByRole('button', { name: words.saveStripe }).click();

  it('Stripe keys of the wrong shape or mode are refused, naming the field; the secret is kept unless re-typed', async () => {
    // A known starting point: test keys, stored.
    const start = await saveCredentials({
      public_key: 'pk_test_51E2eStart',
      secret_key: STORED_SECRET,
      environment: 'test',
    });
    expectValue(start.status()).toBe(200);
    await useLocale(locale);
    await openSignedIn('/settings');

    // The save: 'hello' and a live secret under Test. Each field says what is wrong; nothing is sent.
    await publicKey().fill('hello');
    await secretKey().fill('sk_live_51E2eLiveSecret0001');
    await saveStripe();
    await expect(publicKey()).toHaveAccessibleDescription(words.rules.publishable_key_invalid);
    await expect(secretKey()).toHaveAccessibleDescription(words.rules.secret_key_environment_mismatch);
    expectValue((await adminRead<Credentials>('/api/stripe/credentials')).data.public_key).toBe(
      'pk_test_51E2eStart',
    );

    // The server refuses the same, with the field's name in the message and a code the app words.
    const refused = await saveCredentials({
      public_key: 'hello',
      secret_key: 'sk_live_51E2eLiveSecret0001',
      environment: 'test',
    });
    expectValue(refused.status()).toBe(400);
    const refusal = (await refused.json()) as { code: 'publishable_key_invalid'; message: string };
    expectValue(refusal.code).toBe('publishable_key_invalid');
    expectValue(refusal.message).toMatch(/^Publishable Key /);
    expectValue(codeWords.he?.[refusal.code]).toBe(settingsMessages.he.rules.publishable_key_invalid);

    // The secret is a password field with show/hide.
    await page.reload();
    await expect(secretKey()).toHaveAttribute('type', 'password');
    await stripeForm().getByRole('button', { name: words.showSecretKey }).click();
    await expect(secretKey()).toHaveAttribute('type', 'text');
    await expect(secretKey()).toHaveValue(/^sk_test.*0001$/);
    await stripeForm().getByRole('button', { name: words.hideSecretKey }).click();
    await expect(secretKey()).toHaveAttribute('type', 'password');

    // Live with a live publishable key but the kept test secret: the secret is asked for.
    await stripeForm()
      .getByRole('combobox', { name: new RegExp(`^${words.environment}`) })
      .selectOption('live');
    await publicKey().fill('pk_live_51E2eLive');
    await saveStripe();
    // Under the field's hint (the stored key is kept), the refusal.
    await expect(secretKey()).toHaveAccessibleDescription(
      new RegExp(`${escape(words.rules.secret_key_environment_mismatch)}$`),
    );

    // A new publishable key alone saves, and keeps the stored secret.
    await page.reload();
    await publicKey().fill('pk_test_51E2eChanged');
    await saveStripe();
    await expect(stripeForm().getByText(words.stripeSaved)).toBeVisible();
    const saved = await adminRead<Credentials>('/api/stripe/credentials');
    expectValue(saved.data).toMatchObject({
      public_key: 'pk_test_51E2eChanged',
      secret_key: `${STORED_SECRET.slice(0, 7)}...${STORED_SECRET.slice(-4)}`,
      environment: 'test',
    });
  });

  it('the Description says where it appears and reads Hebrew right to left; the demo text is Hebrew', async () => {
    await useLocale(locale);
    await openSignedIn('/settings');
    const description = page
      .getByRole('form', { name: words.generalTitle })
      .getByRole('textbox', { name: words.labels.description });
    await expect(description).toHaveAccessibleDescription(words.descriptionHelp);
    await expect(description).toHaveAttribute('dir', 'auto');
    const { data } = await adminRead<{ data: { description: string } }>('/api/help-and-support');
    expectValue(data.description).toMatch(/^[\u0590-\u05FF]/);
    await expect(description).toHaveValue(data.description);
    expectValue(await description.evaluate((field) => getComputedStyle(field).direction)).toBe('rtl');

    // Where it is published: the Hebrew support page, right to left.
    await page.goto('/support');
    const published = page.getByText(data.description);
    await expect(published).toBeVisible();
    expectValue(await published.evaluate((text) => getComputedStyle(text).direction)).toBe('rtl');
  });
});
