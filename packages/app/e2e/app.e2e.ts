// Every flow of the assembled app in Chromium against the real server (see harness.ts).
import { expect as expectValue, describe, it } from 'vitest';
import { expect } from './expect';
import { appPages, SEARCH_MAX_LENGTH } from '@bible-admin/contract';
import { isAdminPath } from '../src/paths';
import { ADMIN, adminRead, page, signIn, withBrowser } from './harness';

withBrowser();

interface Contact {
  data: { contact_number: string; contact_email: string };
}

describe('public site', () => {
  it('shows the Hebrew home right to left, with its title', async () => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expectValue(await page.title()).toContain('תנ״ך');
  });

  it("shows the server's contact in the footer", async () => {
    const { data } = (await (await page.request.get('/api/help-and-support')).json()) as Contact;
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: data.contact_email })).toHaveAttribute(
      'href',
      `mailto:${data.contact_email}`,
    );
    await expect(footer.getByText(data.contact_number)).toBeVisible();
  });

  it('opens About from the navigation', async () => {
    await page.goto('/');
    await page.getByRole('navigation').first().locator('a[href="/about"]').first().click();
    await page.waitForURL('**/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  it('shows the support page with the contact from the server', async () => {
    const { data } = (await (await page.request.get('/api/help-and-support')).json()) as Contact;
    await page.goto('/support');
    await expect(page.getByRole('main').getByText(data.contact_email)).toBeVisible();
  });

  it('draws every icon of every public page, its phone menu too (the admin registers its own icons)', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    // Every page of the public site (the contract's list), each with its navigation but the deletion page.
    const pages: string[] = appPages.filter((path) => !isAdminPath(path) && path !== '/delete-account');
    let drawn = 0;
    for (const path of [...pages, '/delete-account', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // An icon the public site does not carry would be an empty drawing: before the menu opens and after.
      expectValue(await page.locator('svg path:not([d])').count(), path).toBe(0);
      drawn += await page.locator('svg path[d]').count();
      if (!pages.includes(path)) continue;
      await page.getByRole('navigation').first().getByRole('button').first().click();
      expectValue(await page.locator('svg path:not([d])').count(), `${path}, menu open`).toBe(0);
    }
    expectValue(drawn).toBeGreaterThan(20);
  });

  it("shows 'Loading...' and then the 404 page for an unknown address", async () => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${new URL('/', page.url()).href}`);
  });
});

describe('login and session', () => {
  it('says so when the password is wrong', async () => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill(ADMIN.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid username or password. Please try again.')).toBeVisible();
    expectValue(new URL(page.url()).pathname).toBe('/login');
  });

  it('lands on the dashboard and keeps the session over a reload with Remember me', async () => {
    await signIn({ remember: true });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expectValue(new URL(page.url()).pathname).toBe('/dashboard');
    // Signed in, the login page sends back to the dashboard.
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
  });

  it('logs out to the login page, after which the dashboard needs a login again', async () => {
    await signIn();
    await page.getByRole('button', { name: /Admin|admin/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

describe('admin pages', () => {
  it("shows the dashboard's figures from the server", async () => {
    const { data } = await adminRead<{ data: { total_users: number; totalBooks: number } }>(
      '/api/admin/dashboard',
    );
    await signIn();
    const card = (label: string) => page.getByText(label, { exact: true }).locator('xpath=..');
    await expect(card('Total Users')).toContainText(String(data.total_users));
    await expect(card('Total Chapters')).toContainText(String(data.totalBooks));
  });

  it('searches users on the server, keeps the search in the address, and shows a user’s details', async () => {
    const { data } = await adminRead<{ data: { name: string; email: string }[] }>('/api/admin/users?limit=5');
    const wanted = data[2]!;
    await signIn();
    await page.goto('/users');
    await page.getByLabel('Search users').fill(wanted.email);
    await page.waitForURL(/search=/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.reload();
    await expect(page.getByRole('cell', { name: wanted.email })).toBeVisible();
    await page.getByRole('button', { name: `View ${wanted.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'User Details' });
    await expect(dialog).toContainText(wanted.email);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  });

  it("searches transactions and opens a user's transactions from the list", async () => {
    const { data } = await adminRead<{
      data: { user_details: { _id: string; name: string; email: string } }[];
    }>('/api/admin/transactions?limit=1');
    const user = data[0]!.user_details;
    await signIn();
    await page.goto('/transactions');
    await page.getByLabel('Search transactions').fill(user.email);
    await page.waitForURL(/search=/);
    await page.getByRole('link', { name: user.name }).first().click();
    await page.waitForURL(`**/user-transactions/${user._id}`);
    await expect(page.getByRole('heading', { name: user.name })).toBeVisible();
    await expect(page.getByText('Total Spent')).toBeVisible();
    // The history is searched by the server, the search kept in the address.
    await page.getByLabel('Search this user’s transactions').fill('no-such-payment');
    await page.waitForURL(/search=no-such-payment/);
    await expect(page.getByText('No transactions found matching your search')).toBeVisible();
    // Typing is not history: Back returns to the list and its search.
    await page.goBack();
    await page.waitForURL(/\/transactions\?search=/);
    // The box stops at the longest search the server takes, so the list is searched, not refused (a
    // refused search left the previous rows on screen as if they matched).
    const search = page.getByLabel('Search transactions');
    await search.fill('x'.repeat(300));
    await expect(search).toHaveValue('x'.repeat(SEARCH_MAX_LENGTH));
    await page.waitForURL(new RegExp(`search=x{${SEARCH_MAX_LENGTH}}$`));
    await expect(page.getByText('No transactions found matching your search')).toBeVisible();
  });
});

describe('account deletion', () => {
  it('deletes an end user’s account, after which they cannot log in', async () => {
    const email = `delete-me-${Date.now()}@example.com`;
    const password = 'delete-me-password';
    const signup = await page.request.post('/api/app/signup', {
      form: { name: 'Delete Me', email, password, device: 'android' },
    });
    expectValue(signup.status()).toBe(200);

    await page.goto('/delete-account');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Delete Your Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Account Deleted Successfully!')).toBeVisible();

    const login = await page.request.post('/api/app/login', { form: { username: email, password } });
    expectValue(login.status()).toBe(401);
  });
});
