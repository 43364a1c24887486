// An audit log that answers "what happened" (issue 30), in Chromium against the real server, in English and
// Hebrew: a plan's status change reads old → new in words, a deleted plan is still named, and an inverted date
// range is said by the date fields in the admin's language, with no call sent for it.
import { afterEach, describe, expect as expectValue, it } from 'vitest';
import { expect } from './expect';
import { auditLogMessages } from '../../screens/src/Admin/AuditLog/messages';
import { conflictMessages } from '../../screens/src/Admin/common/messages';
import { adminHeaders, LOCALES, openSignedIn, page, PNG, useLocale, withBrowser } from './harness';

withBrowser();

// The other suites share the server and read the admin in English: the account goes back to it.
afterEach(() => useLocale('en'));

/** A plan added, switched off and deleted through the API: three events of one plan, named in each. */
async function planLived(name: string) {
  const headers = await adminHeaders();
  const added = await page.request.post('/api/admin/add-plan', {
    headers,
    form: { name, price: '4.99', features: '{"Audio":true}' },
  });
  const id = ((await added.json()) as { data: { _id: string } }).data._id;
  expectValue((await page.request.post(`/api/admin/toggle-plan-status/${id}`, { headers })).status()).toBe(
    200,
  );
  expectValue((await page.request.delete(`/api/admin/delete-plan/${id}`, { headers })).status()).toBe(200);
}

const row = (text: string) => page.getByRole('row').filter({ hasText: text });

describe('the audit log says what happened', () => {
  for (const locale of LOCALES) {
    it(`names a deleted plan and its status change old → new (${locale})`, async () => {
      const words = auditLogMessages[locale];
      const name = `Audit ${locale} ${Date.now().toString(36)}`;
      await planLived(name);
      await useLocale(locale);
      await openSignedIn('/audit-log?kind=plan.status_changed');
      const { active, inactive } = words.values.statuses;
      await expect(row(name).first()).toContainText(
        `${words.fields.plan.status}: ${active} ${words.arrow} ${inactive}`,
      );
      await page.goto('/audit-log?kind=plan.deleted');
      const deleted = row(name).first();
      await expect(deleted).toContainText(`${words.records.plan}: ${name}`);
      await expect(deleted).toContainText(words.recordGone);
    });

    it(`says an inverted date range at its fields, and sends no call for it (${locale})`, async () => {
      const words = auditLogMessages[locale];
      await useLocale(locale);
      await openSignedIn('/audit-log');
      await expect(page.getByRole('table', { name: words.tableLabel })).toBeVisible();
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/admin/audit-events')) calls.push(request.url());
      });
      await page.getByLabel(words.from).fill('2025-07-03');
      await expect.poll(() => calls.length).toBe(1);
      await page.getByLabel(words.to).fill('2025-06-01');
      await expect(page.getByText(words.rangeInverted)).toBeVisible();
      await expect(page.getByLabel(words.to)).toHaveAttribute('aria-invalid', 'true');
      // No banner with the server's English and a Retry that cannot help.
      await expect(page.getByRole('alert').filter({ hasText: 'From must be before To' })).toHaveCount(0);
      await page.getByLabel(words.to).fill('2025-07-04');
      await expect(page.getByText(words.rangeInverted)).toHaveCount(0);
      // The call after the inverted range is the corrected one, and the only one: the inverted range asked the
      // server nothing (seen from the calls made, not from a pause in which none came).
      await expect.poll(() => calls.length).toBe(2);
      const [before, corrected] = calls.map((url) => new URL(url).searchParams.get('to'));
      expectValue(before).toBeNull();
      expectValue(corrected! >= '2025-07').toBe(true);
    });
  }
});

describe('the conflict notice says who saved, when, and where the texts differ', () => {
  // Longer than the notice shows of a text (120 characters): the difference is past its first part.
  const opening =
    'In the beginning God created the heaven and the earth. And the earth was without form, and void; '.repeat(
      2,
    );
  for (const locale of LOCALES) {
    it(`on a chapter whose content differs only at its end (${locale})`, async () => {
      const words = conflictMessages[locale];
      const headers = await adminHeaders();
      const image = { name: 'c.png', mimeType: 'image/png', buffer: PNG };
      const created = await page.request.post('/api/admin/add-chapter', {
        headers,
        multipart: {
          chapter_name: `Conflict ${locale} ${Date.now().toString(36)}`,
          chapter_content: `<p>${opening}and darkness.</p>`,
          chapter_image: image,
          cover_image: image,
        },
      });
      const id = ((await created.json()) as { data: { _id: string } }).data._id;
      await useLocale(locale);
      await openSignedIn(`/edit-chapter/${id}`);
      const content = page.getByRole('textbox', { name: /Chapter Content|תוכן הפרק/ });
      await expect(content).toContainText('and darkness.');
      // Someone saves a change at the content's end while the form is open.
      const theirs = await page.request.post(`/api/admin/update-chapter/${id}`, {
        headers,
        multipart: { chapter_content: `<p>${opening}and light.</p>` },
      });
      expectValue(theirs.status()).toBe(200);
      await content.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' Mine.');
      await page.getByRole('button', { name: /Update Chapter|עדכון הפרק/ }).click();
      const notice = page.getByRole('region', { name: words.title });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(words.savedBy);
      // Each side shows where the texts part, not the same opening.
      await expect(notice).toContainText('and light.');
      await expect(notice).toContainText('and darkness. Mine.');
      // The heading is in view, below the sticky header.
      const top = await notice
        .getByRole('heading')
        .evaluate((heading) => heading.getBoundingClientRect().top);
      expectValue(top).toBeGreaterThanOrEqual(64);
    });
  }
});
