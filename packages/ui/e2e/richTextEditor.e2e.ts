// The rich-text editor driven by Playwright's real keyboard in Chromium, in the built Storybook that
// scripts/test-e2e.sh serves: the keys that Slate ignores or that throw when a story's play simulates them.
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import chromiumLaunch from '../../../scripts/chromium-launch.cjs';

const STORYBOOK_URL = process.env.STORYBOOK_URL ?? 'http://127.0.0.1:6109';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunch);
});
afterAll(() => browser.close());
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});
afterEach(() => context.close());

/** Opens a story once its play function has finished, and puts the caret in its (empty) editor. */
async function openEditor(story: 'empty' | 'empty-rtl' | 'with-content'): Promise<Locator> {
  await page.goto(`${STORYBOOK_URL}/iframe.html?id=ui-richtexteditor--${story}&viewMode=story`);
  await page.waitForFunction(
    () =>
      (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
  );
  const editor = page.getByRole('textbox');
  await editor.click();
  return editor;
}

/** The text of each block of the editor, without its placeholder. */
const blocks = (editor: Locator) =>
  editor.evaluate((root) =>
    [...root.querySelectorAll(':scope > [data-slate-node="element"]')].map((block) =>
      [...block.querySelectorAll('[data-slate-string]')].map((text) => text.textContent).join(''),
    ),
  );

const codePoints = (text: string) => [...text].map((char) => char.codePointAt(0)?.toString(16));

describe('the rich-text editor with a real keyboard', () => {
  it('starts a second paragraph on Enter', async () => {
    const editor = await openEditor('empty');
    await page.keyboard.type('In the beginning');
    await page.keyboard.press('Enter');
    await page.keyboard.type('God created');
    await expect.poll(() => blocks(editor)).toEqual(['In the beginning', 'God created']);
    await expect(editor.locator(':scope > p').count()).resolves.toBe(2);
  });

  it('moves the caret to the start of the line on Home and to its end on End', async () => {
    const editor = await openEditor('empty');
    // At a typist's pace: a key sent the same millisecond as Home or End can land where the caret was, as
    // Slate takes the caret from the page's selection events, which it throttles.
    const typing = { delay: 40 };
    await page.keyboard.type('created', typing);
    await page.keyboard.press('Home');
    await page.keyboard.type('God ', typing);
    await page.keyboard.press('End');
    await page.keyboard.type(' the heaven', typing);
    await expect.poll(() => blocks(editor)).toEqual(['God created the heaven']);
  });

  it('undoes typing on Ctrl+Z and redoes it on Ctrl+Y and on Ctrl+Shift+Z', async () => {
    const editor = await openEditor('empty');
    await page.keyboard.type('Genesis');
    await expect.poll(() => blocks(editor)).toEqual(['Genesis']);
    await page.keyboard.press('Control+z');
    await expect.poll(() => blocks(editor)).toEqual(['']);
    await page.keyboard.press('Control+y');
    await expect.poll(() => blocks(editor)).toEqual(['Genesis']);
    await page.keyboard.press('Control+z');
    await expect.poll(() => blocks(editor)).toEqual(['']);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => blocks(editor)).toEqual(['Genesis']);
  });

  it('types bold after Ctrl+B', async () => {
    const editor = await openEditor('empty');
    await page.keyboard.type('Let there be ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('light');
    await expect.poll(() => blocks(editor)).toEqual(['Let there be light']);
    await expect(editor.locator('strong').allTextContents()).resolves.toEqual(['light']);
  });

  it('types italic after Ctrl+I at the end of stored content', async () => {
    const editor = await openEditor('with-content');
    await editor.getByText('Morning').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Control+i');
    await page.keyboard.type(' day');
    await expect.poll(() => editor.locator('em').allTextContents()).toEqual(['earth', ' day']);
  });

  it('deletes only the vowel point before the caret on Backspace, then the next mark, then the letter', async () => {
    const editor = await openEditor('empty-rtl');
    // Shin, shin dot, qamats: as a Hebrew keyboard types them.
    await page.keyboard.type('\u05E9\u05C1\u05B8');
    await expect.poll(async () => codePoints((await blocks(editor)).join(''))).toEqual(['5e9', '5c1', '5b8']);
    await page.keyboard.press('Backspace');
    await expect.poll(async () => codePoints((await blocks(editor)).join(''))).toEqual(['5e9', '5c1']);
    await page.keyboard.press('Backspace');
    await expect.poll(async () => codePoints((await blocks(editor)).join(''))).toEqual(['5e9']);
    await page.keyboard.press('Backspace');
    await expect.poll(() => blocks(editor)).toEqual(['']);
  });

  it('keeps Hebrew paragraphs right to left', async () => {
    const editor = await openEditor('empty-rtl');
    await page.keyboard.type('בראשית');
    await page.keyboard.press('Enter');
    await page.keyboard.type('ברא');
    await expect.poll(() => blocks(editor)).toEqual(['בראשית', 'ברא']);
    const paragraphs = editor.locator(':scope > p');
    await expect(
      paragraphs.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('dir'))),
    ).resolves.toEqual(['rtl', 'rtl']);
  });
});
