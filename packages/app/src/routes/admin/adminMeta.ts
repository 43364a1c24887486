import type { PageMeta } from '@bible-admin/screens';
import type { UILocale } from '@bible-admin/ui';
import { usePageHead } from '../../head/PageHead';
import { useAdminLocale } from '../../locale/useAdminLocale';

/** Each admin page's title (the head's `<title>`, before the brand). */
interface PageTitles {
  signIn: string;
  dashboard: string;
  users: string;
  transactions: string;
  userTransactions: (name: string | null) => string;
  chapters: string;
  chapterDetails: (n: number | null) => string;
  chapterVerses: (n: number | null) => string;
  addChapter: string;
  editChapter: string;
  addVerse: string;
  editVerse: string;
  plans: string;
  settings: string;
  auditLog: string;
  profile: string;
}

/** The titles per language: English in the spec's exact words; Hebrew names every page too. */
export const pageTitles: Record<UILocale, PageTitles> = {
  en: {
    signIn: 'Sign in',
    dashboard: 'Dashboard',
    users: 'Users',
    transactions: 'Transactions',
    userTransactions: (name) => (name ? `${name}: transactions` : 'User transactions'),
    chapters: 'Chapters',
    chapterDetails: (n) => (n === null ? 'Chapter details' : `Chapter ${n}`),
    chapterVerses: (n) => (n === null ? 'Chapter verses' : `Chapter ${n}: verses`),
    addChapter: 'Add Chapter',
    editChapter: 'Edit Chapter',
    addVerse: 'Add Verse',
    editVerse: 'Edit Verse',
    plans: 'Plans & Pricing',
    settings: 'Settings',
    auditLog: 'Audit log',
    profile: 'Profile',
  },
  he: {
    signIn: 'התחברות',
    dashboard: 'לוח בקרה',
    users: 'משתמשים',
    transactions: 'עסקאות',
    userTransactions: (name) => (name ? `${name}: עסקאות` : 'עסקאות המשתמש'),
    chapters: 'פרקים',
    chapterDetails: (n) => (n === null ? 'פרטי הפרק' : `פרק ${n}`),
    chapterVerses: (n) => (n === null ? 'פסוקי הפרק' : `פרק ${n}: פסוקים`),
    addChapter: 'הוספת פרק',
    editChapter: 'עריכת פרק',
    addVerse: 'הוספת פסוק',
    editVerse: 'עריכת פסוק',
    plans: 'מסלולים ומחירים',
    settings: 'הגדרות',
    auditLog: 'יומן פעולות',
    profile: 'פרופיל',
  },
};

const BRAND: Record<UILocale, string> = { en: 'Bible Admin', he: 'ניהול התנ״ך' };
const DESCRIPTION: Record<UILocale, string> = {
  en: 'Administration of the illustrated Bible app: chapters, users, transactions and plans.',
  he: 'ניהול אפליקציית התנ״ך המאויר: פרקים, משתמשים, עסקאות ומסלולים.',
};

/**
 * The head of an admin page in the admin's language (its `lang`, so its direction, and the brand), titled by
 * its screen.
 */
export function adminMeta(page: string, locale: UILocale): PageMeta {
  return { title: `${page} · ${BRAND[locale]}`, description: DESCRIPTION[locale], lang: locale };
}

/** An admin page's head in the admin's language (`title` picks the page's title from that language's titles). */
export function useAdminHead(title: (titles: PageTitles) => string) {
  const locale = useAdminLocale();
  usePageHead(adminMeta(title(pageTitles[locale]), locale));
}
