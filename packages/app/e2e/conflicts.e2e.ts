// Two admins edit the same record at once (issue 24, lost updates), each in their own browser context against the
// real server: the second save is refused with the stored record, and the screen offers Load theirs or Overwrite.
import { expect as expectValue, describe, it } from 'vitest';
import { expect } from './expect';
import type { Page } from 'playwright';
import { ADMIN, adminRead, APP_URL, page, PNG, suiteBrowser, withBrowser } from './harness';
import { ADMIN_TOKEN_KEY } from '../src/session/tokenStore';

withBrowser();

interface Chapter {
  _id: string;
  chapter_name: string;
  chapter_content: string;
  version: number;
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

async function adminHeaders(on: Page) {
  const login = await on.request.post('/api/login', {
    form: { username: ADMIN.email, password: ADMIN.password },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

/** Opens `path` on `on`, signed in as the admin (a session of its own). */
async function openSignedIn(on: Page, path: string) {
  const { authorization } = await adminHeaders(on);
  await on.addInitScript(({ key, token }) => sessionStorage.setItem(key, token), {
    key: ADMIN_TOKEN_KEY,
    token: authorization.replace('Bearer ', ''),
  });
  await on.goto(path);
}

/** The second admin: another browser context (no storage shared with the first) and its page. */
async function secondAdmin() {
  const context = await suiteBrowser().newContext({ baseURL: APP_URL, locale: 'en-US' });
  context.setDefaultTimeout(10_000);
  return { context, page: await context.newPage() };
}

const notice = (on: Page) => on.getByRole('region', { name: 'This record was changed by someone else' });

describe('two admins', () => {
  it('on one chapter: the later save is refused naming the field the first changed, and Load theirs shows it', async () => {
    const image = { name: 'c.png', mimeType: 'image/png', buffer: PNG };
    const created = await page.request.post('/api/admin/add-chapter', {
      headers: await adminHeaders(page),
      multipart: {
        chapter_name: unique('Shared'),
        chapter_content: '<p>In the beginning.</p>',
        chapter_image: image,
        cover_image: image,
      },
    });
    const chapter = ((await created.json()) as { data: Chapter }).data;
    const b = await secondAdmin();
    try {
      await openSignedIn(page, `/edit-chapter/${chapter._id}`);
      await openSignedIn(b.page, `/edit-chapter/${chapter._id}`);
      await expect(page.getByLabel('Chapter Name')).toHaveValue(chapter.chapter_name);
      await expect(b.page.getByLabel('Chapter Name')).toHaveValue(chapter.chapter_name);

      // A renames the chapter.
      const renamed = unique('Renamed by A');
      await page.getByLabel('Chapter Name').fill(renamed);
      await page.getByRole('button', { name: 'Update Chapter' }).click();
      await page.waitForURL('**/chapters');

      // B, still on the chapter as it loaded it, changes only the content.
      const content = b.page.getByRole('textbox', { name: 'Chapter Content' });
      await content.click();
      await b.page.keyboard.press('End');
      await b.page.keyboard.type(' And there was light.');
      await b.page.getByRole('button', { name: 'Update Chapter' }).click();
      const conflict = notice(b.page);
      await expect(conflict).toBeFocused();
      await expect(conflict.getByRole('term')).toHaveText(['Chapter Name', 'Chapter Content']);
      await expect(conflict).toContainText(`Theirs:${renamed}`);
      await expect(conflict).toContainText(`Yours:${chapter.chapter_name}`);
      // Nothing of B's was saved over A's.
      expectValue(await adminRead<{ data: Chapter }>(`/api/get-chapter-by-id/${chapter._id}`)).toMatchObject({
        data: { chapter_name: renamed, chapter_content: '<p>In the beginning.</p>' },
      });

      await conflict.getByRole('button', { name: 'Load theirs' }).click();
      await expect(conflict).toBeHidden();
      await expect(b.page.getByLabel('Chapter Name')).toHaveValue(renamed);
      await expect(content).toHaveText('In the beginning.');

      // From their version, B's change saves and keeps A's name.
      await content.click();
      await b.page.keyboard.press('End');
      await b.page.keyboard.type(' And there was light.');
      await b.page.getByRole('button', { name: 'Update Chapter' }).click();
      await b.page.waitForURL('**/chapters');
      const saved = (await adminRead<{ data: Chapter }>(`/api/get-chapter-by-id/${chapter._id}`)).data;
      expectValue(saved.chapter_name).toBe(renamed);
      expectValue(saved.chapter_content).toContain('And there was light.');
      expectValue(saved.version).toBe(chapter.version + 2);
    } finally {
      await b.context.close();
    }
  });

  it('on the contact details: Overwrite saves the later values over the earlier ones', async () => {
    const b = await secondAdmin();
    try {
      await openSignedIn(page, '/settings');
      await openSignedIn(b.page, '/settings');
      const generalA = page.getByRole('form', { name: 'General Settings' });
      const generalB = b.page.getByRole('form', { name: 'General Settings' });
      await expect(generalA.getByRole('textbox', { name: 'Contact Number' })).toBeVisible();
      await expect(generalB.getByRole('textbox', { name: 'Contact Number' })).toBeVisible();

      await generalA.getByRole('textbox', { name: 'Contact Number' }).fill('+972 3 555 0111');
      await generalA.getByRole('button', { name: 'Save Changes' }).click();
      await expect(generalA.getByText('General settings saved.')).toBeVisible();

      await generalB.getByRole('textbox', { name: 'Contact Number' }).fill('+972 3 555 0222');
      await generalB.getByRole('button', { name: 'Save Changes' }).click();
      const conflict = notice(b.page);
      await expect(conflict).toBeFocused();
      await expect(conflict.getByRole('term')).toHaveText(['Contact Number']);
      await expect(conflict).toContainText('Theirs:+972 3 555 0111');
      await expect(conflict).toContainText('Yours:+972 3 555 0222');
      // The notice says it: no red banner beside it.
      await expect(generalB.getByRole('alert')).toBeHidden();

      await conflict.getByRole('button', { name: 'Overwrite' }).click();
      await expect(generalB.getByText('General settings saved.')).toBeVisible();
      await expect(conflict).toBeHidden();
      const { data } = await adminRead<{ data: { contact_number: string } }>('/api/help-and-support');
      expectValue(data.contact_number).toBe('+972 3 555 0222');
    } finally {
      await b.context.close();
    }
  });
});
