/**
 * The web app's pages, as its router's patterns (`:name` is one path segment). The server answers these
 * with the app and status 200, any other page path with the app and status 404 (the app draws its 404);
 * the app's router test checks it declares exactly these. This module imports nothing.
 */
export const appPages = [
  '/',
  '/about',
  '/faq',
  '/services',
  '/privacy-policy',
  '/experiences',
  '/support',
  '/signup',
  '/login',
  '/delete-account',
  '/dashboard',
  '/users',
  '/transactions',
  '/user-transactions/:userId',
  '/plans',
  '/settings',
  '/audit-log',
  '/profile',
  '/chapters',
  '/chapter-details/:id',
  '/add-chapter',
  '/edit-chapter/:id',
  '/chapter-verses/:id',
  '/add-verse/:chapterId',
  '/edit-verse/:verseId',
] as const;

const pagePatterns = appPages.map(
  (page) => new RegExp(`^${page.replace(/:\w+/g, '[^/]+').replace(/\/$/, '')}/?$`),
);

/** Whether a path (without its query) is one of the app's pages; a trailing slash is allowed, as the router does. */
export const isAppPage = (pathname: string): boolean =>
  pagePatterns.some((pattern) => pattern.test(pathname));
