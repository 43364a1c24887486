/**
 * The admin area's pages, declared once: each page's path (the router's pattern, `:name` is one segment), its
 * place in the sidebar and its icon (sidebar sections, in the order declared), the sidebar section it lights
 * up (sub-pages) and who may see it; its title in each language is its entry in `adminTitles`
 * (./sectionTitles, typed by these ids: the pages' words stay out of the public site's first download). The
 * router, the server's page list (`appPages`), the sidebar, its highlighting and the pages' titles all read
 * them, so a new section is an entry in each plus its route component and screen. Plain data, zod-free: the
 * browser imports it from '@bible-admin/contract/plain' (its titles as '@bible-admin/contract/sectionTitles',
 * an entry of their own, so that the entry chunk never carries them); this module imports nothing.
 */

/** An admin's role on the team: the owner may do everything; an editor the content and plans; support reads. */
export const adminRoles = ['owner', 'editor', 'support'] as const;
export type AdminRole = (typeof adminRoles)[number];

/** A page in the sidebar, with its icon (a name from the UI kit's icons). */
export interface SidebarPage {
  readonly path: string;
  readonly sidebar: { readonly icon: string };
  readonly section?: undefined;
  readonly roles: readonly AdminRole[];
}

/** A page outside the sidebar, with the page whose sidebar link it lights up (none for e.g. the profile). */
export interface SubPage<Section extends string = string> {
  readonly path: string;
  readonly sidebar?: undefined;
  readonly section?: Section;
  readonly roles: readonly AdminRole[];
}

export type AdminPage<Section extends string = string> = SidebarPage | SubPage<Section>;
export type AdminRegistry = Readonly<Record<string, AdminPage>>;

/** Types a registry, keeping each entry's literal icon; a sub-page's section must be one of its ids. */
export const defineAdminPages = <const Pages extends Record<string, AdminPage<Extract<keyof Pages, string>>>>(
  pages: Pages,
): Pages => pages;

const everyAdmin = adminRoles;

export const adminPages = defineAdminPages({
  dashboard: { path: '/dashboard', sidebar: { icon: 'dashboard' }, roles: everyAdmin },
  chapters: { path: '/chapters', sidebar: { icon: 'book' }, roles: everyAdmin },
  users: { path: '/users', sidebar: { icon: 'users' }, roles: everyAdmin },
  transactions: { path: '/transactions', sidebar: { icon: 'card' }, roles: everyAdmin },
  plans: { path: '/plans', sidebar: { icon: 'tag' }, roles: everyAdmin },
  settings: { path: '/settings', sidebar: { icon: 'settings' }, roles: everyAdmin },
  auditLog: { path: '/audit-log', sidebar: { icon: 'history' }, roles: everyAdmin },
  chapterDetails: { path: '/chapter-details/:id', section: 'chapters', roles: everyAdmin },
  chapterVerses: { path: '/chapter-verses/:id', section: 'chapters', roles: everyAdmin },
  addChapter: { path: '/add-chapter', section: 'chapters', roles: everyAdmin },
  editChapter: { path: '/edit-chapter/:id', section: 'chapters', roles: everyAdmin },
  // The spec lights Chapters up for /chapter…, /add-chapter and /edit-chapter only: the verse forms, none.
  addVerse: { path: '/add-verse/:chapterId', roles: everyAdmin },
  editVerse: { path: '/edit-verse/:verseId', roles: everyAdmin },
  userTransactions: { path: '/user-transactions/:userId', section: 'transactions', roles: everyAdmin },
  profile: { path: '/profile', roles: everyAdmin },
});

export type AdminPages = typeof adminPages;
export type AdminPageId = keyof AdminPages;
/** The sidebar sections' ids. */
export type AdminSectionId = {
  [Id in AdminPageId]: AdminPages[Id] extends SidebarPage ? Id : never;
}[AdminPageId];
