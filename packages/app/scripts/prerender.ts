import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The public pages drawn to HTML at build time, each in the languages its first render can take: the site is
 * Hebrew, and account deletion is bilingual (its first language is the browser's: the server picks the file by
 * Accept-Language, as the page picks by navigator.languages). `dist/prerendered/<name>.<language>.html`; the
 * server sends one for its page's address, the plain app (`index.html`) for every other.
 */
const PRERENDERED = [
  { path: '/', name: 'index', languages: ['he'] },
  { path: '/privacy-policy', name: 'privacy-policy', languages: ['he'] },
  { path: '/delete-account', name: 'delete-account', languages: ['he', 'en'] },
] as const;

const runner = fileURLToPath(new URL('./prerender-page.mjs', import.meta.url));

/**
 * The document as a browser should receive it: the build's style sheet (the fonts' faces, 3 KB) inline, so
 * nothing stands between the first byte and the first paint; and the module preloads the router added for the
 * page's chunks, written from the DOM's file addresses back to the site's, as `modulepreload` (the DOM supports
 * only `preload`), so the browser fetches them beside the entry instead of after it.
 */
async function asServed(html: string, outDir: string): Promise<string> {
  let served = html.replace(
    /<link rel="preload" crossorigin="" href="file:\/\/\/assets\//g,
    '<link rel="modulepreload" crossorigin="" href="/assets/',
  );
  for (const [link, href] of html.matchAll(
    /<link rel="stylesheet" crossorigin="" href="(\/assets\/[^"]+\.css)">/g,
  )) {
    const css = await readFile(path.join(outDir, href ?? ''), 'utf8');
    served = served.replace(link, () => `<style>${css}</style>`);
  }
  return served;
}

/** Renders every public page of the build in `outDir` (in parallel: each is its own process). */
export async function prerenderPages(outDir: string): Promise<void> {
  await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
  const renders = PRERENDERED.flatMap((page) =>
    page.languages.map(async (language) => {
      const { stdout } = await promisify(execFile)(process.execPath, [runner, outDir, page.path, language], {
        maxBuffer: 16 * 1024 * 1024,
      });
      await writeFile(
        path.join(outDir, 'prerendered', `${page.name}.${language}.html`),
        await asServed(stdout, outDir),
      );
    }),
  );
  await Promise.all(renders);
}
