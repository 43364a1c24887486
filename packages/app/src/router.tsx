import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { adminPages, type AdminPageId, type AdminRegistry } from '@bible-admin/contract/plain';
import { Root } from './Root';
import { CatchAllRoute } from './routes/CatchAllRoute';

/**
 * The spec's route table as a data router (so unsaved-changes guards can use `useBlocker`).
 *
 * Each area is lazily loaded: `routes/public` (the Hebrew site), `routes/auth` (the admin's login),
 * `routes/account` (a reader's account page and account deletion, in the public site's frame) and `routes/admin` (the logged-in area). The public site and the admin area are two
 * chunks each: the page a visitor lands on with its frame (home; dashboard), then `pages` with the rest, so
 * the home and a sign-in download only what they show. Screens that use the rich-text editor (chapters,
 * verses) have their own chunk too, so neither the public site nor the dashboard downloads Slate:
 * `routes/chapters` holds them. The admin pages are the contract's registry (`adminPages`), each loaded by its
 * entry in `adminComponents`.
 */
const publicPage = (name: keyof typeof import('./routes/public')) => async () => ({
  Component: (await import('./routes/public'))[name],
});
const morePublicPage = (name: keyof typeof import('./routes/public/pages')) => async () => ({
  Component: (await import('./routes/public/pages'))[name],
});
const accountPage = (name: keyof typeof import('./routes/account')) => async () => ({
  Component: (await import('./routes/account'))[name],
});
const adminPage = (name: keyof typeof import('./routes/admin')) => async () => ({
  Component: (await import('./routes/admin'))[name],
});
const moreAdminPage = (name: keyof typeof import('./routes/admin/pages')) => async () => ({
  Component: (await import('./routes/admin/pages'))[name],
});
const chaptersPage = (name: keyof typeof import('./routes/chapters')) => async () => ({
  Component: (await import('./routes/chapters'))[name],
});

/** A page's lazily loaded component (a route's `lazy`). */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** Each registry page's component, from its chunk: a registry entry without one does not compile. */
export const adminComponents: Record<AdminPageId, LazyPage> = {
  dashboard: adminPage('DashboardRoute'),
  chapters: chaptersPage('ChaptersRoute'),
  users: moreAdminPage('UsersRoute'),
  transactions: moreAdminPage('TransactionsRoute'),
  plans: moreAdminPage('PlansRoute'),
  settings: moreAdminPage('SettingsRoute'),
  auditLog: moreAdminPage('AuditLogRoute'),
  team: moreAdminPage('TeamRoute'),
  chapterDetails: chaptersPage('ChapterDetailsRoute'),
  chapterVerses: chaptersPage('ChapterVersesRoute'),
  addChapter: chaptersPage('AddChapterRoute'),
  editChapter: chaptersPage('EditChapterRoute'),
  addVerse: chaptersPage('AddVerseRoute'),
  editVerse: chaptersPage('EditVerseRoute'),
  userTransactions: moreAdminPage('UserTransactionsRoute'),
  profile: moreAdminPage('ProfileRoute'),
};

/** The admin layout's children: each page of a registry at its path, drawn by its component. */
export const adminRoutes = <Registry extends AdminRegistry>(
  registry: Registry,
  components: Record<keyof Registry, LazyPage>,
): RouteObject[] =>
  Object.entries(registry).map(([id, page]) => ({ path: page.path.slice(1), lazy: components[id] }));

export const routes: RouteObject[] = [
  {
    element: <Root />,
    // The first chunk of a lazy route is on its way; the root's providers are not mounted yet.
    hydrateFallbackElement: <div aria-busy="true" />,
    children: [
      {
        lazy: publicPage('PublicLayoutRoute'),
        children: [
          { index: true, lazy: publicPage('HomeRoute') },
          { path: 'about', lazy: morePublicPage('AboutRoute') },
          { path: 'faq', lazy: morePublicPage('FaqRoute') },
          { path: 'services', lazy: morePublicPage('ServicesRoute') },
          { path: 'privacy-policy', lazy: morePublicPage('PrivacyPolicyRoute') },
          { path: 'experiences', lazy: morePublicPage('ExperiencesRoute') },
          { path: 'support', lazy: morePublicPage('SupportRoute') },
          { path: 'signup', lazy: morePublicPage('SignUpRoute') },
          { path: 'account', lazy: accountPage('AccountRoute') },
          { path: 'delete-account', lazy: accountPage('DeleteAccountRoute') },
        ],
      },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('./routes/auth')).LoginRoute }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({ Component: (await import('./routes/auth')).ForgotPasswordRoute }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({ Component: (await import('./routes/auth')).ResetPasswordRoute }),
      },
      {
        path: 'accept-invitation',
        lazy: async () => ({ Component: (await import('./routes/auth')).AcceptInvitationRoute }),
      },
      {
        lazy: adminPage('AdminLayoutRoute'),
        children: adminRoutes(adminPages, adminComponents),
      },
      { path: '*', element: <CatchAllRoute /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
