// Renders one page of the built app to HTML: `node prerender-page.mjs <dist> <path> <language>` prints the
// document. It runs the build's own entry (the same modules, so the same styled-components class names, as the
// browser that hydrates it) in a DOM (jsdom) at the page's address, with the browser's first language, waits
// until the page has set its head, and serializes the document. One page per process: the router and the
// style sheet are the entry's singletons. The API is not reachable at build time: a call never answers, so
// what depends on one (the footer's contact details) is drawn loading, as the browser's first render draws it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

const [dist, page, language] = process.argv.slice(2);
if (!dist || !page || !language) throw new Error('usage: prerender-page.mjs <dist> <path> <language>');

const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
const dom = new JSDOM(shell, { url: `http://localhost${page}`, pretendToBeVisual: true });
const { window } = dom;
Object.defineProperty(window.navigator, 'languages', { get: () => [language] });
// The browser's globals, as the bundle expects them (Node's own, such as fetch, stay unless the DOM has one).
for (const key of Object.getOwnPropertyNames(window)) {
  if (!(key in globalThis))
    Object.defineProperty(globalThis, key, { get: () => window[key], configurable: true });
}
for (const [key, value] of Object.entries({
  window,
  document: window.document,
  navigator: window.navigator,
})) {
  Object.defineProperty(globalThis, key, { value, configurable: true, writable: true });
}
globalThis.fetch = () => new Promise(() => {});
// styled-components writes its rules as text (not through the CSSOM, which serializes to nothing).
globalThis.SC_DISABLE_SPEEDY = true;

const entry = window.document.querySelector('script[type="module"][src]')?.getAttribute('src');
if (!entry) throw new Error('index.html has no module script');
await import(pathToFileURL(path.join(dist, entry)).href);

// The page is drawn once it has set its head (usePageHead, a layout effect of the page's own route); two
// turns of the event loop more let Preact flush what that render scheduled.
const shellTitle = window.document.title;
const deadline = Date.now() + 20_000;
while (window.document.title === shellTitle) {
  if (Date.now() > deadline) throw new Error(`${page}: the page did not render within 20 s`);
  await new Promise((resolve) => setTimeout(resolve, 10));
}
for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setTimeout(resolve, 0));

process.stdout.write(dom.serialize(), () => process.exit(0));
