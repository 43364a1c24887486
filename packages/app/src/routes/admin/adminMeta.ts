import type { PageMeta } from '@bible-admin/screens';

/** Each admin page's title (the head's `<title>`, before the brand), in the spec's exact English. */
export const pageTitle = {
  signIn: 'Sign in',
  dashboard: 'Dashboard',
  users: 'Users',
  transactions: 'Transactions',
  userTransactions: (name: string | null) => (name ? `${name}: transactions` : 'User transactions'),
  chapters: 'Chapters',
  chapterDetails: (n: number | null) => (n === null ? 'Chapter details' : `Chapter ${n}`),
  chapterVerses: (n: number | null) => (n === null ? 'Chapter verses' : `Chapter ${n}: verses`),
  addChapter: 'Add Chapter',
  editChapter: 'Edit Chapter',
  addVerse: 'Add Verse',
  editVerse: 'Edit Verse',
  plans: 'Plans & Pricing',
  settings: 'Settings',
  profile: 'Profile',
} as const;

const BRAND = 'Bible Admin';
const DESCRIPTION = 'Administration of the illustrated Bible app: chapters, users, transactions and plans.';

/** The head of an admin page: English, left to right, titled by its screen. */
export function adminMeta(page: string): PageMeta {
  return { title: `${page} · ${BRAND}`, description: DESCRIPTION, lang: 'en' };
}
