import type { SidebarSection } from '@bible-admin/contract/sectionTitles';

/** A path's first segment, query and hash aside ('users' for /users/u1?page=2). */
const firstSegment = (path: string) => path.split(/[?#]/)[0]?.split('/')[1] ?? '';

/**
 * The id of the sidebar section highlighted for a path: the one with a page the path falls in, by its first
 * segment (a section's own path and what lies below it, and its sub-pages: Chapters for /chapter-details/…,
 * Transactions for /user-transactions/…). Null for paths outside the sidebar (e.g. /profile).
 */
export function activeSection(path: string, sections: readonly SidebarSection[]): string | null {
  const segment = firstSegment(path);
  const section = sections.find((s) => s.pages.some((page) => firstSegment(page) === segment));
  return section?.id ?? null;
}
