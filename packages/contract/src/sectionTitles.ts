import {
  adminPages,
  type AdminPages,
  type AdminRegistry,
  type AdminRole,
  type SidebarPage,
} from './sections';

/**
 * The admin pages' titles (the head's `<title>`, the sidebar's links, the headings that name a section), by the
 * registry's ids (./sections), in each of the admin's languages: English in the spec's words. Apart from the
 * registry so that the public site's first download does not carry them; the types keep the two in step.
 */

/** Words in each of the admin's languages: a missing language does not compile. */
export interface InLocales<T> {
  readonly en: T;
  readonly he: T;
}

/** A page's title: its words, or a function of what the page shows (null while that loads). */
export type PageTitleWords = string | ((subject: never) => string);

/** A title for each page of a registry: plain words for a sidebar page (its link's words). */
export type AdminTitles<Pages extends AdminRegistry> = {
  readonly [Id in keyof Pages]: Pages[Id] extends SidebarPage ? InLocales<string> : InLocales<PageTitleWords>;
};

export const adminTitles = {
  dashboard: { en: 'Dashboard', he: 'לוח בקרה' },
  chapters: { en: 'Chapters', he: 'פרקים' },
  users: { en: 'Users', he: 'משתמשים' },
  transactions: { en: 'Transactions', he: 'עסקאות' },
  plans: { en: 'Plans & Pricing', he: 'מסלולים ומחירים' },
  settings: { en: 'Settings', he: 'הגדרות' },
  auditLog: { en: 'Audit log', he: 'יומן פעולות' },
  team: { en: 'Team', he: 'צוות' },
  chapterDetails: {
    en: (n: number | null) => (n === null ? 'Chapter details' : `Chapter ${n}`),
    he: (n: number | null) => (n === null ? 'פרטי הפרק' : `פרק ${n}`),
  },
  chapterVerses: {
    en: (n: number | null) => (n === null ? 'Chapter verses' : `Chapter ${n}: verses`),
    he: (n: number | null) => (n === null ? 'פסוקי הפרק' : `פרק ${n}: פסוקים`),
  },
  addChapter: { en: 'Add Chapter', he: 'הוספת פרק' },
  editChapter: {
    en: (n: number | null) => (n === null ? 'Edit Chapter' : `Edit Chapter ${n}`),
    he: (n: number | null) => (n === null ? 'עריכת פרק' : `עריכת פרק ${n}`),
  },
  addVerse: { en: 'Add Verse', he: 'הוספת פסוק' },
  editVerse: { en: 'Edit Verse', he: 'עריכת פסוק' },
  userTransactions: {
    en: (name: string | null) => (name ? `${name}: transactions` : 'User transactions'),
    he: (name: string | null) => (name ? `${name}: עסקאות` : 'עסקאות המשתמש'),
  },
  profile: { en: 'Profile', he: 'פרופיל' },
} as const satisfies AdminTitles<AdminPages>;

/**
 * A sidebar link: the section's id, path, icon name and words, and the patterns of the pages that light it up
 * (its own and its sub-pages').
 */
export interface SidebarSection<Icon extends string = string> {
  readonly id: string;
  readonly path: string;
  readonly icon: Icon;
  readonly title: InLocales<string>;
  readonly pages: readonly string[];
  /** Who may see it (the registry's `roles`). */
  readonly roles: readonly AdminRole[];
}

type IconOf<Pages> = {
  [Id in keyof Pages]: Pages[Id] extends { sidebar: { icon: infer Icon extends string } } ? Icon : never;
}[keyof Pages];

/** The sidebar's sections of a registry and its titles (the real ones unless given), in the order declared. */
export function sidebarSections<Pages extends AdminRegistry = AdminPages>(
  pages: Pages = adminPages as AdminRegistry as Pages,
  titles: AdminTitles<Pages> = adminTitles as AdminTitles<AdminRegistry> as AdminTitles<Pages>,
): SidebarSection<IconOf<Pages>>[] {
  const entries = Object.entries(pages);
  return entries.flatMap(([id, page]) =>
    page.sidebar
      ? [
          {
            id,
            path: page.path,
            icon: page.sidebar.icon as IconOf<Pages>,
            title: titles[id] as InLocales<string>,
            pages: [page.path, ...entries.filter(([, sub]) => sub.section === id).map(([, sub]) => sub.path)],
            roles: page.roles,
          },
        ]
      : [],
  );
}
