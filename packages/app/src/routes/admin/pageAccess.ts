import { matchPath } from 'react-router-dom';
import { adminPages, type AdminPage, type AdminRole } from '@bible-admin/contract/plain';

const pages: readonly AdminPage[] = Object.values(adminPages);

/**
 * Whether the admin's role may see the registry page at a path: null when it may (or the path is no page
 * of the registry, which the router answers itself), else the role to name and the first sidebar page it
 * may see, for the no-access page.
 */
export function pageRefusal(
  path: string,
  role: AdminRole | null,
): { role: AdminRole; homePath: string } | null {
  if (!role) return null;
  const page = pages.find((entry) => matchPath(entry.path, path));
  if (!page || page.roles.includes(role)) return null;
  const home = pages.find((entry) => entry.sidebar && entry.roles.includes(role));
  return { role, homePath: home?.path ?? adminPages.profile.path };
}
