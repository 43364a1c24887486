import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { firstPageLanguage } from '@bible-admin/contract';

/** Where the app's build keeps its prerendered pages (packages/app/scripts/prerender.ts). */
const PRERENDERED_DIR = 'prerendered';

/** `<name>.<language>.html`: `index` is the home. */
const FILE = /^([\w-]+)\.(he|en)\.html$/;

interface PrerenderedPage {
  /** The file under the app's folder. */
  file: string;
  /** Whether the page is prerendered in more than one language (the reply then varies by Accept-Language). */
  bilingual: boolean;
}

/**
 * The prerendered pages of a build, read once: `find(url, acceptLanguage)` names the file for a page's address,
 * or null for a page drawn in the browser alone. An address with a query is never answered prerendered (a
 * deletion link's `?token=` changes the first render). A bilingual page is sent in the visitor's first language,
 * as the page itself picks it.
 */
export function prerenderedPages(appDir: string) {
  const folder = path.join(appDir, PRERENDERED_DIR);
  const pages = new Map<string, Map<string, string>>();
  for (const name of existsSync(folder) ? readdirSync(folder) : []) {
    const match = FILE.exec(name);
    if (!match) continue;
    const [, page = '', language = ''] = match;
    const address = page === 'index' ? '/' : `/${page}`;
    const languages = pages.get(address) ?? new Map<string, string>();
    languages.set(language, path.join(PRERENDERED_DIR, name));
    pages.set(address, languages);
  }
  return {
    find(url: string, acceptLanguage: string | undefined): PrerenderedPage | null {
      // The whole address, query included: one with a query is none of these pages.
      const languages = pages.get(url.length > 1 ? url.replace(/\/$/, '') : url);
      if (!languages) return null;
      const wanted = firstPageLanguage(acceptLanguage?.split(/[,;]/)[0]);
      const file = languages.get(wanted) ?? languages.values().next().value;
      return file ? { file, bilingual: languages.size > 1 } : null;
    },
  };
}
