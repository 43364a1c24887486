// Exports and the audit log in Chromium against the real server (issue 25): Export CSV downloads the list's
// current search as a file, and the audit log then shows that export, filtered by kind.
import { readFile } from 'node:fs/promises';
import { describe, it, expect as expectValue } from 'vitest';
import { expect } from 'playwright/test';
import { openSignedIn, page, withBrowser } from './harness';

withBrowser();

describe('operating the product', () => {
  it('exports the searched users as a CSV file, then finds the export in the audit log', async () => {
    await openSignedIn('/users?search=user1');
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(1 + 10);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expectValue(download.suggestedFilename()).toMatch(/^users-\d{4}-\d\d-\d\d\.csv$/);
    const file = await readFile((await download.path())!);
    // The byte-order mark, the header row, then the ten users the search shows (user10 to user19).
    expectValue([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expectValue(lines[0]).toBe('ID,User,Email,Status,Plan,Device,Joined');
    expectValue(lines).toHaveLength(1 + 10);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'List exported' });
    await page.waitForURL(/kind=list\.exported/);
    const first = page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1);
    await expect(first).toContainText('List exported');
    await expect(first).toContainText('Users · search "user1" · 10 rows · completed');
  });
});
