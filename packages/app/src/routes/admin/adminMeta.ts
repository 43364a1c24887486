import type { PageMeta } from '@bible-admin/screens';

const BRAND = 'Bible Admin';

/** The head of an admin page: English, left to right, titled by its screen. */
export function adminMeta(page: string): PageMeta {
  return {
    title: `${page} · ${BRAND}`,
    description: 'Administration of the illustrated Bible app: chapters, users, transactions and plans.',
    lang: 'en',
  };
}
