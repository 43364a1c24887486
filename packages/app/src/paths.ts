/** The logged-in area's first path segments (the spec's route table). */
const ADMIN_SECTIONS = [
  'dashboard',
  'chapters',
  'add-chapter',
  'edit-chapter',
  'chapter-details',
  'chapter-verses',
  'add-verse',
  'edit-verse',
  'users',
  'transactions',
  'user-transactions',
  'plans',
  'settings',
  'audit-log',
  'profile',
  'login',
];

/** Whether a path belongs to the admin (login included) rather than the Hebrew public site. */
export function isAdminPath(pathname: string): boolean {
  return ADMIN_SECTIONS.includes(pathname.split('/')[1] ?? '');
}

/** Edit-chapter paths are never sent to the dashboard, even when they do not match a route. */
export const isEditChapterPath = (pathname: string) => /^\/edit-chapter(\/|$)/.test(pathname);
