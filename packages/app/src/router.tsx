import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Root } from './Root';
import { CatchAllRoute } from './routes/CatchAllRoute';

/**
 * The spec's route table as a data router (so unsaved-changes guards can use `useBlocker`).
 *
 * Each area is lazily loaded: `routes/public` (the Hebrew site), `routes/auth` (login), `routes/account`
 * (account deletion) and `routes/admin` (the logged-in area). The public site and the admin area are two
 * chunks each: the page a visitor lands on with its frame (home; dashboard), then `pages` with the rest, so
 * the home and a sign-in download only what they show. Screens that use the rich-text editor (chapters,
 * verses) have their own chunk too, so neither the public site nor the dashboard downloads Slate:
 * `routes/chapters` holds them.
 */
const publicPage = (name: keyof typeof import('./routes/public')) => async () => ({
  Component: (await import('./routes/public'))[name],
});
const morePublicPage = (name: keyof typeof import('./routes/public/pages')) => async () => ({
  Component: (await import('./routes/public/pages'))[name],
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
        ],
      },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('./routes/auth')).LoginRoute }),
      },
      {
        path: 'delete-account',
        lazy: async () => ({ Component: (await import('./routes/account')).DeleteAccountRoute }),
      },
      {
        lazy: adminPage('AdminLayoutRoute'),
        children: [
          { path: 'dashboard', lazy: adminPage('DashboardRoute') },
          { path: 'users', lazy: moreAdminPage('UsersRoute') },
          { path: 'transactions', lazy: moreAdminPage('TransactionsRoute') },
          { path: 'user-transactions/:userId', lazy: moreAdminPage('UserTransactionsRoute') },
          { path: 'plans', lazy: moreAdminPage('PlansRoute') },
          { path: 'settings', lazy: moreAdminPage('SettingsRoute') },
          { path: 'audit-log', lazy: moreAdminPage('AuditLogRoute') },
          { path: 'profile', lazy: moreAdminPage('ProfileRoute') },
          { path: 'chapters', lazy: chaptersPage('ChaptersRoute') },
          { path: 'chapter-details/:id', lazy: chaptersPage('ChapterDetailsRoute') },
          { path: 'add-chapter', lazy: chaptersPage('AddChapterRoute') },
          { path: 'edit-chapter/:id', lazy: chaptersPage('EditChapterRoute') },
          { path: 'chapter-verses/:id', lazy: chaptersPage('ChapterVersesRoute') },
          { path: 'add-verse/:chapterId', lazy: chaptersPage('AddVerseRoute') },
          { path: 'edit-verse/:verseId', lazy: chaptersPage('EditVerseRoute') },
        ],
      },
      { path: '*', element: <CatchAllRoute /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
