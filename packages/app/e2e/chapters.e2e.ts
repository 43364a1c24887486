// The chapters area in Chromium against the real server: list and search, details, the chapter form
// (add with images, verse media and audio content; edit with images unchanged), delete, narration in both
// voices (the server's offline espeak engine) and the verses of a chapter.
import { describe, expect as expectValue, it } from 'vitest';
import { expect } from './expect';
import {
  adminHeaders,
  adminRead,
  chooseImage,
  createChapter,
  openSignedIn,
  page,
  type ChapterReply,
  withBrowser,
} from './harness';

withBrowser();

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

const readChapter = async (id: string) =>
  (await adminRead<ChapterReply>(`/api/get-chapter-by-id/${id}`)).data;

describe('chapters', () => {
  it('searches chapters on the server, keeps the search in the address, and opens one', async () => {
    const chapter = await createChapter(unique('Searchable'));
    await openSignedIn('/chapters');
    await expect(page.getByRole('heading', { name: 'Genesis Chapters' })).toBeVisible();
    await page.getByLabel('Search chapters by name or number').fill(chapter.chapter_name);
    await page.waitForURL(/search=/);
    const table = page.getByRole('table', { name: 'Chapters' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.reload();
    await table.getByRole('link', { name: chapter.chapter_name }).first().click();
    await page.waitForURL(`**/chapter-details/${chapter._id}`);
    await expect(page.getByRole('heading', { name: `Chapter ${chapter.chapter_number}` })).toBeVisible();
    await expect(page.getByText('In the beginning.')).toBeVisible();
  });

  it('adds a chapter with its images, verse media and audio content', async () => {
    const name = unique('Added');
    await openSignedIn('/chapters');
    await page.getByRole('link', { name: 'Add Chapter' }).first().click();
    await page.waitForURL('**/add-chapter');
    await page.getByLabel('Chapter Name').fill(name);
    await page.getByLabel('Total Verses').fill('31');
    await chooseImage(/^Chapter Image/, 'image.png');
    await chooseImage(/^Chapter Cover Image/, 'cover.png');
    await page.getByRole('textbox', { name: 'Chapter Content' }).click();
    await page.keyboard.type('Light was made.');

    await page.getByRole('button', { name: '+ Add Verse Media' }).click();
    const media = page.getByRole('dialog', { name: 'Add Verse Media' });
    await media.getByLabel('Verse Number').fill('3');
    await chooseImage(/^Verse Image/, 'verse.png');
    await media.getByLabel('Verse Video URL').fill('https://example.com/light');
    await media.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Verse 3')).toBeVisible();

    await page.getByRole('button', { name: 'Add Audio Content' }).click();
    const audio = page.getByRole('dialog', { name: 'Add Audio Content' });
    await audio.getByRole('textbox', { name: 'Audio Content' }).click();
    await page.keyboard.type('Let there be light.');
    await audio.getByRole('button', { name: 'Save' }).click();

    await page.getByRole('button', { name: 'Save Chapter' }).click();
    await page.waitForURL('**/chapters');
    await expect(page.getByText('Chapter added successfully!')).toBeVisible();

    const list = await adminRead<{ data: { _id: string }[] }>(
      `/api/admin/chapters?search=${encodeURIComponent(name)}`,
    );
    const saved = await readChapter(list.data[0]!._id);
    expectValue(saved.chapter_name).toBe(name);
    expectValue(saved.chapter_image).toBeTruthy();
    expectValue(saved.chapter_cover_image).toBeTruthy();
    expectValue(saved.chapter_audio_content).toContain('Let there be light.');
    expectValue(saved.verse_media).toMatchObject([{ verse_number: 3, video: 'https://example.com/light' }]);
    expectValue(saved.verse_media[0]!.image).toBeTruthy();
  });

  it('edits a chapter and keeps the images it did not change', async () => {
    const chapter = await createChapter(unique('Before'));
    await openSignedIn(`/edit-chapter/${chapter._id}`);
    const nameField = page.getByLabel('Chapter Name');
    await expect(nameField).toHaveValue(chapter.chapter_name);
    const renamed = unique('After');
    await nameField.fill(renamed);
    await page.getByRole('button', { name: 'Update Chapter' }).click();
    await page.waitForURL('**/chapters');
    await expect(page.getByText('Chapter updated successfully!')).toBeVisible();

    const saved = await readChapter(chapter._id);
    expectValue(saved.chapter_name).toBe(renamed);
    expectValue(saved.chapter_image).toBe(chapter.chapter_image);
    expectValue(saved.chapter_cover_image).toBe(chapter.chapter_cover_image);
  });

  it('deletes a chapter after the confirmation', async () => {
    const chapter = await createChapter(unique('Doomed'));
    await openSignedIn(`/chapters?search=${encodeURIComponent(chapter.chapter_name)}`);
    await page.getByRole('button', { name: `Remove ${chapter.chapter_name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Chapter' });
    await expect(dialog).toContainText(`Are you sure you want to delete chapter "${chapter.chapter_name}"?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Chapter Deleted Successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${chapter.chapter_name}` })).toBeHidden();
    const reply = await page.request.get(`/api/get-chapter-by-id/${chapter._id}`, {
      headers: await adminHeaders(),
    });
    expectValue(reply.status()).toBe(404);
  });
});

/** A toast with these words, which then is dismissed (so the next one with the same words is new). */
async function toast(words: string, timeout = 10_000) {
  const item = page
    .getByRole('region', { name: 'Notifications' })
    .locator('> *')
    .filter({ has: page.getByText(words, { exact: true }) });
  await expect(item).toBeVisible({ timeout });
  // It may close by itself (5 s) before the click.
  await item
    .getByRole('button', { name: 'Dismiss' })
    .click({ timeout: 2_000 })
    .catch(() => {});
  await expect(item).toBeHidden();
}

/** A new chapter with content to narrate, found on the chapters list. */
async function openNarrated(prefix: string) {
  const chapter = await createChapter(unique(prefix), '<p>Let there be light.</p>');
  await openSignedIn(`/chapters?search=${encodeURIComponent(chapter.chapter_name)}`);
  return chapter;
}

describe('narration', () => {
  it(
    'generates and regenerates each voice, keeps a result across pages, and plays it in Now Playing',
    { timeout: 150_000 },
    async () => {
      const chapter = await openNarrated('Narrated');
      const name = chapter.chapter_name;
      // The server's offline engine (espeak) takes a few seconds a narration on this machine.
      const NARRATION = 40_000;

      for (const voice of ['male', 'female'] as const) {
        await page.getByRole('button', { name: `Generate ${voice} voice audio for ${name}` }).click();
        await page
          .getByRole('alertdialog', { name: 'Generate Audio' })
          .getByRole('button', { name: 'Generate' })
          .click();
        await expect(
          page.getByRole('progressbar', { name: `${voice} voice audio of ${name}` }),
        ).toBeVisible();
        await toast('Generating Audio');
        if (voice === 'female') {
          // Leaving the page while it runs loses nothing: the toast comes on the dashboard, the list has the audio.
          await page.getByRole('link', { name: 'Dashboard' }).first().click();
          await page.waitForURL('**/dashboard');
          await toast('Audio Generated Successfully', NARRATION);
          await page.goBack();
        } else {
          await toast('Audio Generated Successfully', NARRATION);
        }
        await page.getByRole('button', { name: `Play ${voice} voice audio of ${name}` }).click();
        const playing = page.getByRole('dialog', { name: 'Now Playing' });
        await expect(playing.locator('audio')).toHaveAttribute('src', /\.mp3/);
        await playing.getByRole('button', { name: 'Regenerate Audio' }).click();
        await page
          .getByRole('alertdialog', { name: 'Regenerate Audio' })
          .getByRole('button', { name: 'Regenerate' })
          .click();
        await toast('Regenerating Audio');
        await toast('Audio Regenerated Successfully', NARRATION);
      }
      const saved = await readChapter(chapter._id);
      expectValue(saved.audio_url_male).toMatch(/\.mp3/);
      expectValue(saved.audio_url_female).toMatch(/\.mp3/);
    },
  );

  it(
    'a toast replaces the one it concludes: Generating Audio is gone once Audio Generated Successfully shows',
    { timeout: 90_000 },
    async () => {
      const { chapter_name: name } = await openNarrated('Toasted');
      await page.getByRole('button', { name: `Generate male voice audio for ${name}` }).click();
      await page
        .getByRole('alertdialog', { name: 'Generate Audio' })
        .getByRole('button', { name: 'Generate' })
        .click();
      const toasts = page.getByRole('region', { name: 'Notifications' }).locator('> *');
      const generating = toasts.filter({ has: page.getByText('Generating Audio', { exact: true }) });
      await expect(generating).toBeVisible();
      // The pointer on it holds it open (it would close by itself in 5 s): only the toast that concludes it may
      // take it away.
      await generating.hover();
      const generated = toasts.filter({
        has: page.getByText('Audio Generated Successfully', { exact: true }),
      });
      await expect(generated).toBeVisible({ timeout: 40_000 });
      await expect(generating).toHaveCount(0);
      await expect(toasts).toHaveCount(1);
    },
  );
});

describe('verses', () => {
  it('adds, edits (Cancel returns to the chapter; unsaved changes ask first) and removes a verse', async () => {
    const chapter = await createChapter(unique('Versed'));
    await openSignedIn(`/chapter-verses/${chapter._id}`);
    await expect(page.getByText('No verses available')).toBeVisible();
    await page.getByRole('link', { name: 'Add Reading Verse' }).first().click();
    await page.waitForURL(`**/add-verse/${chapter._id}`);
    await expect(page.getByLabel('Chapter', { exact: true })).toHaveValue(
      `Chapter ${chapter.chapter_number}`,
    );
    await page.getByLabel('Verse Number').fill('1');
    await page.getByRole('textbox', { name: 'Verse Content' }).click();
    await page.keyboard.type('The first verse.');
    await page.getByRole('button', { name: 'Save verse' }).click();
    await page.waitForURL(`**/chapter-verses/${chapter._id}`);
    await expect(page.getByRole('cell', { name: /The first verse\./ })).toBeVisible();

    await page.getByRole('link', { name: 'Edit verse 1' }).click();
    await page.waitForURL('**/edit-verse/**');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`**/chapter-verses/${chapter._id}`);

    await page.getByRole('link', { name: 'Edit verse 1' }).click();
    const content = page.getByRole('textbox', { name: 'Verse Content' });
    await expect(content).toContainText('The first verse.');
    await content.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Amended.');
    // With unsaved changes, leaving asks first; Stay keeps the page and what was typed.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Leave this page?' })
      .getByRole('button', { name: 'Stay' })
      .click();
    await expect(content).toContainText('Amended.');
    await page.getByRole('button', { name: 'Update verse' }).click();
    await page.waitForURL(`**/chapter-verses/${chapter._id}`);
    await expect(page.getByRole('cell', { name: /Amended\./ })).toBeVisible();

    await page.getByRole('button', { name: 'Remove verse 1' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove Verse' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByText('No verses available')).toBeVisible();
  });
});
