// Exports and the audit log in Chromium against the real server (issues 25, 29): Export CSV hands a single-use
// link to the browser, whose download manager saves the list's current search as a file (its header row in
// the admin's language), and the audit log then shows that export, filtered by kind.
import { readFile } from 'node:fs/promises';
import { userLabels, userCsvColumns } from '@bible-admin/contract';
import { afterEach, describe, it, expect as expectValue } from 'vitest';
import { expect } from './expect';
import { exportMessages } from '../../screens/src/Admin/common/export/messages';
import { ADMIN, openSignedIn, page, withBrowser } from './harness';

withBrowser();

/** Sets the admin's language through the API (the other suites read the admin in English: set back after). */
async function setLocale(locale: 'en' | 'he') {
  const login = await page.request.post('/api/login', {
    form: { username: ADMIN.email, password: ADMIN.password },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  await page.request.post('/api/admin/update-locale', {
    headers: { authorization: `Bearer ${access_token}` },
    form: { locale },
  });
}
afterEach(() => setLocale('en'));

/** Presses Export and reads the file the browser downloaded: from the link the server gave, never a Blob. */
async function exportedFile(button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  expectValue(download.url()).toMatch(/\/api\/admin\/users\/export\/[\w-]{43}$/);
  expectValue(download.suggestedFilename()).toMatch(/^users-\d{4}-\d\d-\d\d\.csv$/);
  return readFile((await download.path())!);
}

/** The byte-order mark, then the file's lines. */
function linesOf(file: Buffer) {
  expectValue([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return file.subarray(3).toString('utf8').trimEnd().split('\r\n');
}

describe('operating the product', () => {
  it('exports the searched users as a CSV file, then finds the export in the audit log', async () => {
    await openSignedIn('/users?search=user1');
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(1 + 10);
    const lines = linesOf(await exportedFile('Export CSV'));
    // The header row, then the ten users the search shows (user10 to user19).
    expectValue(lines[0]).toBe('ID,User,Email,Status,Plan,Device,Joined');
    expectValue(lines).toHaveLength(1 + 10);
    expectValue(lines.slice(1).every((line) => /,user1\d@/.test(line))).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: exportMessages.en.started })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'List exported' });
    await page.waitForURL(/kind=list\.exported/);
    const first = page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1);
    await expect(first).toContainText('List exported');
    await expect(first).toContainText('Users · search "user1" · 10 rows · completed');
  });

  it('a Hebrew admin’s file has its header row in Hebrew, the same rows', async () => {
    await setLocale('he');
    await openSignedIn('/users?search=user1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    const lines = linesOf(await exportedFile(exportMessages.he.export));
    expectValue(lines[0]).toBe(userCsvColumns.map((column) => userLabels.he[column]).join(','));
    expectValue(lines[0]).toBe('מזהה,משתמש,דוא״ל,סטטוס,מסלול,מכשיר,תאריך הצטרפות');
    expectValue(lines).toHaveLength(1 + 10);
    await expect(page.getByRole('status').filter({ hasText: exportMessages.he.started })).toBeVisible();
  });
});
