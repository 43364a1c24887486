import { adminPages } from '@bible-admin/contract/plain';

/** The logged-in area's first path segments (its registry's pages), and the signed-out admin pages' (sign-in, password reset, invitation). */
const adminSegments = new Set([
  ...Object.values(adminPages).map((page) => page.path.split('/')[1]),
  'login',
  'forgot-password',
  'reset-password',
  'accept-invitation',
]);

/** Whether a path belongs to the admin (sign-in and password reset included) rather than the Hebrew public site. */
export function isAdminPath(pathname: string): boolean {
  return adminSegments.has(pathname.split('/')[1] ?? '');
}

/** Edit-chapter paths are never sent to the dashboard, even when they do not match a route. */
export const isEditChapterPath = (pathname: string) => /^\/edit-chapter(\/|$)/.test(pathname);
