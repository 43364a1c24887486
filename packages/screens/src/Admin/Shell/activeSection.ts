/** The sidebar's sections, in order. */
export const shellSections = [
  'dashboard',
  'chapters',
  'users',
  'transactions',
  'plans',
  'settings',
  'auditLog',
] as const;
export type ShellSection = (typeof shellSections)[number];

/** Each section's own path, the sidebar link's target. */
export const sectionPaths: Record<ShellSection, string> = {
  dashboard: '/dashboard',
  chapters: '/chapters',
  users: '/users',
  transactions: '/transactions',
  plans: '/plans',
  settings: '/settings',
  auditLog: '/audit-log',
};

/** Other path prefixes that belong to a section (the spec's highlighting rules). */
const alsoUnder: Partial<Record<ShellSection, readonly string[]>> = {
  chapters: ['/chapter', '/add-chapter', '/edit-chapter'],
  transactions: ['/user-transactions'],
};

const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * The sidebar section highlighted for a path: a section's own path and what lies below it, plus the
 * spec's extra prefixes (Chapters for /chapter…, /add-chapter, /edit-chapter; Transactions for
 * /user-transactions). Null for paths outside the sidebar (e.g. /profile).
 */
export function activeSection(path: string): ShellSection | null {
  const clean = path.split(/[?#]/)[0] ?? '';
  for (const section of shellSections) {
    if (isUnder(clean, sectionPaths[section])) return section;
    if (alsoUnder[section]?.some((prefix) => clean.startsWith(prefix))) return section;
  }
  return null;
}
