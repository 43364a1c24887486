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
  readonly parent?: undefined;
  readonly roles: readonly AdminRole[];
}

/**
 * A page outside the sidebar, with the page whose sidebar link it lights up (none for e.g. the profile) and the
 * page above it in its breadcrumb trail where that is not its section (Chapters › Chapter 2 › Verses).
 */
export interface SubPage<Section extends string = string> {
  readonly path: string;
  readonly sidebar?: undefined;
  readonly section?: Section;
  readonly parent?: Section;
  readonly roles: readonly AdminRole[];
}

export type AdminPage<Section extends string = string> = SidebarPage | SubPage<Section>;
export type AdminRegistry = Readonly<Record<string, AdminPage>>;

/** Types a registry, keeping each entry's literal icon; a sub-page's section and parent must be among its ids. */
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
  chapterVerses: {
    path: '/chapter-verses/:id',
    section: 'chapters',
    parent: 'chapterDetails',
    roles: readers,
  },
  addChapter: { path: '/add-chapter', section: 'chapters', roles: editors },
  editChapter: { path: '/edit-chapter/:id', section: 'chapters', parent: 'chapterDetails', roles: editors },
  // The spec lights Chapters up for /chapter…, /add-chapter and /edit-chapter only: the verse forms, none.
  addVerse: { path: '/add-verse/:chapterId', parent: 'chapterVerses', roles: editors },
  editVerse: { path: '/edit-verse/:verseId', parent: 'chapterVerses', roles: editors },
  // Lights Transactions up, below Users in its trail: Users › the user › Transactions.
  userTransactions: {
    path: '/user-transactions/:userId',
    section: 'transactions',
    parent: 'users',
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

/**
 * A page's breadcrumb trail: the ids of the pages above it, from the top one down, then its own. The page above a
 * sub-page is its `parent`, else its `section`; a sidebar page (or a sub-page of neither) heads its own trail.
 */
export function trailOf<Pages extends AdminRegistry>(
  pages: Pages,
  id: keyof Pages & string,
): (keyof Pages & string)[] {
  const trail = [id];
  for (let page: AdminPage | undefined = pages[id]; page;) {
    const above = page.parent ?? page.section;
    // A registry whose parents loop stops where the loop closes.
    if (above === undefined || trail.includes(above)) break;
    trail.unshift(above);
    page = pages[above];
  }
  return trail;
}
