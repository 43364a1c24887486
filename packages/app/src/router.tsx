import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Root } from './Root';
import { CatchAllRoute } from './routes/CatchAllRoute';

/**
 * The spec's route table as a data router (so unsaved-changes guards can use `useBlocker`).
 *
 * Each area is its own lazily loaded chunk: `routes/public` (the Hebrew site), `routes/auth` (login),
 * `routes/account` (account deletion) and `routes/admin` (the logged-in area). Screens that use the
 * rich-text editor (chapters, verses) belong in their own chunk too, so neither the public site nor the
 * dashboard downloads Slate: `routes/chapters` holds them.
 */
const publicPage = (name: keyof typeof import('./routes/public')) => async () => ({
  Component: (await import('./routes/public'))[name],
});
const adminPage = (name: keyof typeof import('./routes/admin')) => async () => ({
  Component: (await import('./routes/admin'))[name],
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
          { path: 'about', lazy: publicPage('AboutRoute') },
          { path: 'faq', lazy: publicPage('FaqRoute') },
          { path: 'services', lazy: publicPage('ServicesRoute') },
          { path: 'privacy-policy', lazy: publicPage('PrivacyPolicyRoute') },
          { path: 'experiences', lazy: publicPage('ExperiencesRoute') },
          { path: 'support', lazy: publicPage('SupportRoute') },
          { path: 'signup', lazy: publicPage('SignUpRoute') },
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
          { path: 'users', lazy: adminPage('UsersRoute') },
          { path: 'transactions', lazy: adminPage('TransactionsRoute') },
          { path: 'user-transactions/:userId', lazy: adminPage('UserTransactionsRoute') },
          { path: 'plans', lazy: adminPage('PlansRoute') },
          { path: 'settings', lazy: adminPage('SettingsRoute') },
          { path: 'profile', lazy: adminPage('ProfileRoute') },
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
