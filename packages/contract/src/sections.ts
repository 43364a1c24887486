/**
 * The admin area's pages, declared once: each page's path (the router's pattern, `:name` is one segment), its
 * place in the sidebar and its icon (sidebar sections, in the order declared), the sidebar section it lights
 * up (sub-pages) and who may see it; its title in each language is its entry in `adminTitles`
 * (./sectionTitles, typed by these ids: the pages' words stay out of the public site's first download). The
 * router, the server's page list (`appPages`), the sidebar, its highlighting and the pages' titles all read
 * them, so a new section is an entry in each plus its route component and screen. Plain data, zod-free: the
 * browser imports it from '@bible-admin/contract/plain' (its titles as '@bible-admin/contract/sectionTitles',
 * an entry of their own, so that the entry chunk never carries them). Who may see a page is the roles holding
 * the permission its calls need (`permissions.ts`).
 */

import { type AdminRole, permissionRoles } from './permissions';

export { adminRoles, type AdminRole } from './permissions';

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

const { 'content.read': readers, 'content.write': editors, settings: owners } = permissionRoles;

export const adminPages = defineAdminPages({
  dashboard: { path: '/dashboard', sidebar: { icon: 'dashboard' }, roles: permissionRoles['dashboard.read'] },
  chapters: { path: '/chapters', sidebar: { icon: 'book' }, roles: readers },
  users: { path: '/users', sidebar: { icon: 'users' }, roles: permissionRoles['people.read'] },
  transactions: { path: '/transactions', sidebar: { icon: 'card' }, roles: permissionRoles['people.read'] },
  plans: { path: '/plans', sidebar: { icon: 'tag' }, roles: readers },
  settings: { path: '/settings', sidebar: { icon: 'settings' }, roles: owners },
  auditLog: { path: '/audit-log', sidebar: { icon: 'history' }, roles: permissionRoles['audit.read'] },
  team: { path: '/team', sidebar: { icon: 'users' }, roles: permissionRoles.team },
  chapterDetails: { path: '/chapter-details/:id', section: 'chapters', roles: readers },
  chapterVerses: { path: '/chapter-verses/:id', section: 'chapters', roles: readers },
  addChapter: { path: '/add-chapter', section: 'chapters', roles: editors },
  editChapter: { path: '/edit-chapter/:id', section: 'chapters', roles: editors },
  // The spec lights Chapters up for /chapter…, /add-chapter and /edit-chapter only: the verse forms, none.
  addVerse: { path: '/add-verse/:chapterId', roles: editors },
  editVerse: { path: '/edit-verse/:verseId', roles: editors },
  userTransactions: {
    path: '/user-transactions/:userId',
    section: 'transactions',
    roles: permissionRoles['people.read'],
  },
  profile: { path: '/profile', roles: permissionRoles['profile.self'] },
});

export type AdminPages = typeof adminPages;
export type AdminPageId = keyof AdminPages;
/** The sidebar sections' ids. */
export type AdminSectionId = {
  [Id in AdminPageId]: AdminPages[Id] extends SidebarPage ? Id : never;
}[AdminPageId];
