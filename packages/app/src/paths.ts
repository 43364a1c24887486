import { adminPages } from '@bible-admin/contract/plain';

/** The logged-in area's first path segments (its registry's pages), the sign-in's and the invitation's. */
const adminSegments = new Set([
  ...Object.values(adminPages).map((page) => page.path.split('/')[1]),
  'login',
  'accept-invitation',
]);

/** Whether a path belongs to the admin (login included) rather than the Hebrew public site. */
export function isAdminPath(pathname: string): boolean {
  return adminSegments.has(pathname.split('/')[1] ?? '');
}

/** Edit-chapter paths are never sent to the dashboard, even when they do not match a route. */
export const isEditChapterPath = (pathname: string) => /^\/edit-chapter(\/|$)/.test(pathname);
