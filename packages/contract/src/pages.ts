import { adminPages } from './sections';

/**
 * The web app's pages, as its router's patterns (`:name` is one path segment): the public site (with a
 * reader's account page and account deletion), the admin's sign-in, then the admin area's pages from its registry. The server answers these with the app
 * and status 200, any other page path with the app and status 404 (the app draws its 404); the app's router
 * test checks it declares exactly these. This module imports only the zod-free registry.
 */
export const appPages: readonly string[] = [
  '/',
  '/about',
  '/faq',
  '/services',
  '/privacy-policy',
  '/experiences',
  '/support',
  '/signup',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/accept-invitation',
  '/account',
  '/delete-account',
  ...Object.values(adminPages).map((page) => page.path),
];

const pagePatterns = appPages.map(
  (page) => new RegExp(`^${page.replace(/:\w+/g, '[^/]+').replace(/\/$/, '')}/?$`),
);

/** Whether a path (without its query) is one of the app's pages; a trailing slash is allowed, as the router does. */
export const isAppPage = (pathname: string): boolean =>
  pagePatterns.some((pattern) => pattern.test(pathname));

/**
 * A bilingual page's first language from the visitor's first language tag (the browser's `navigator.languages[0]`,
 * or the first of its Accept-Language): Hebrew for `he` (and the old `iw`), English otherwise. The app draws the
 * page in it; the server sends that language's prerendered page.
 */
export function firstPageLanguage(tag: string | undefined): 'he' | 'en' {
  const first = (tag ?? '').trim().toLowerCase();
  return first.startsWith('he') || first.startsWith('iw') ? 'he' : 'en';
}
