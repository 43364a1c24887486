import { adminTitles, type InLocales, type PageTitleWords } from '@bible-admin/contract/sectionTitles';
import type { PageMeta } from '@bible-admin/screens';
import type { UILocale } from '@bible-admin/ui';
import { usePageHead } from '../../head/PageHead';
import { useAdminLocale } from '../../locale/useAdminLocale';

/** The titles of the pages before signing in: not admin pages, so not in the registry. */
const SIGNED_OUT: Record<UILocale, { signIn: string; forgotPassword: string; resetPassword: string }> = {
  en: { signIn: 'Sign in', forgotPassword: 'Forgot password', resetPassword: 'Choose a new password' },
  he: { signIn: 'התחברות', forgotPassword: 'שכחתי סיסמה', resetPassword: 'בחירת סיסמה חדשה' },
};

/** The title table of a registry's pages (the contract's `adminTitles` unless given). */
type TitleTable = Readonly<Record<string, InLocales<PageTitleWords>>>;

/** Each page's title in one language, by the page's id (a function where it names what the page shows). */
type PageTitles<Titles extends TitleTable> = { [Id in keyof Titles]: Titles[Id][UILocale] } & {
  signIn: string;
  forgotPassword: string;
  resetPassword: string;
};

/** The titles of a registry's pages (the real ones unless given) and the signed-out pages', in a language. */
export function pageTitles<Titles extends TitleTable = typeof adminTitles>(
  locale: UILocale,
  titles: Titles = adminTitles as TitleTable as Titles,
): PageTitles<Titles> {
  const words = Object.entries(titles).map(([id, title]) => [id, title[locale]]);
  return { ...Object.fromEntries(words), ...SIGNED_OUT[locale] } as PageTitles<Titles>;
}

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

/**
 * An admin page's head in the admin's language: `title` picks the page's title from that language's titles, of
 * the real registry's unless given.
 */
export function useAdminHead<Titles extends TitleTable = typeof adminTitles>(
  title: (titles: PageTitles<Titles>) => string,
  titles?: Titles,
) {
  const locale = useAdminLocale();
  usePageHead(adminMeta(title(pageTitles(locale, titles)), locale));
}
