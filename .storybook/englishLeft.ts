import type { Page } from 'playwright';

/**
 * Words in Latin letters a Hebrew screen may show although they are not in its story's data: names of brands,
 * card networks, currencies, devices and file formats, written the same in Hebrew copy. An interface word never
 * belongs here.
 */
export const LATIN_IN_HEBREW = new Set([
  'visa',
  'mastercard',
  'amex',
  'paypal',
  'stripe',
  'ils',
  'usd',
  'eur',
  'ios',
  'ipad',
  'android',
  'png',
  'jpeg',
  'webp',
  'gif',
]);

const LATIN_WORD = /[A-Za-z][A-Za-z’'-]*/g;

/**
 * The whole words (lower case) of every string and key in the story's data: a word of the interface is exempt only
 * if the data holds that very word, not a longer one containing it.
 */
function dataWordsOf(data: unknown): Set<string> {
  const words = new Set<string>();
  const seen = new WeakSet<object>();
  const add = (text: string) => {
    for (const word of text.match(LATIN_WORD) ?? []) words.add(word.toLowerCase());
  };
  const visit = (value: unknown) => {
    if (typeof value === 'string') add(value);
    else if (value && typeof value === 'object' && !seen.has(value)) {
      seen.add(value);
      // Keys too: some data is keyed by its words (a plan's features by their names).
      for (const [key, item] of Object.entries(value)) {
        add(key);
        visit(item);
      }
    }
  };
  visit(data);
  return words;
}

/**
 * The English words of the interface left on a Hebrew story's page: Latin-letter words in visible text and in
 * accessible names (aria-label, placeholder, title, alt), except the story's data (the words of its args' strings:
 * names, e-mails, ids; or of `parameters.dataWords`: what its play typed), elements marked `translate="no"`, and the brand
 * and currency names above.
 */
export async function englishLeft(page: Page, args: unknown): Promise<string[]> {
  const data = dataWordsOf(args);
  const found = await page.evaluate((wordSource) => {
    const words: string[] = [];
    const skip = (el: Element | null) =>
      !el ||
      el.closest('script, style, [translate="no"], .sb-wrapper, .sb-errordisplay, .sb-nopreview') !== null;
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const latin = (text: string) => text.match(new RegExp(wordSource, 'g')) ?? [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (skip(parent) || !shown(parent!)) continue;
      words.push(...latin(node.textContent ?? ''));
    }
    for (const el of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt], [aria-valuetext]',
    )) {
      if (skip(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-valuetext']) {
        words.push(...latin(el.getAttribute(name) ?? ''));
      }
    }
    return words;
  }, LATIN_WORD.source);
  const left = found.filter((word) => {
    const lower = word.toLowerCase();
    return !LATIN_IN_HEBREW.has(lower) && !data.has(lower);
  });
  return [...new Set(left)];
}
