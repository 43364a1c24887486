/**
 * What each admin role may do, said once: every admin call names the permission it needs (its endpoint's
 * `permission`), the server refuses a role without it (403 `forbidden_role`), and the admin's pages and the
 * actions on them are shown to the roles that hold theirs (`sections.ts`, `mayDo`). Plain data, zod-free.
 */

/** An admin's role on the team: the owner may do everything; an editor the content and plans; support reads. */
export const adminRoles = ['owner', 'editor', 'support'] as const;
export type AdminRole = (typeof adminRoles)[number];

const everyAdmin = adminRoles;
const ownerAndEditor = ['owner', 'editor'] as const;
const ownerOnly = ['owner'] as const;

/**
 * Each permission and the roles that hold it. Support reads people and payments and exports them; the
 * audit log (sign-ins, addresses, who changed what) and the settings (payment keys) are the owner's alone.
 */
export const permissionRoles = {
  /** The dashboard's totals. */
  'dashboard.read': everyAdmin,
  /** Users, transactions and one user's transactions, and their CSV exports. */
  'people.read': everyAdmin,
  /** Removing an end user's account (as their own deletion would). */
  'people.remove': ownerOnly,
  /** Chapters, verses and plans as they are (support sees them, changing nothing). */
  'content.read': everyAdmin,
  /** Chapters, verses, verse media and narration. */
  'content.write': ownerAndEditor,
  /** Adding, editing, pausing and deleting plans. */
  'plans.write': ownerAndEditor,
  /** General settings and the Stripe keys. */
  settings: ownerOnly,
  /** The audit log. */
  'audit.read': ownerOnly,
  /** The team: inviting, roles, deactivating and removing admins. */
  team: ownerOnly,
  /** One's own profile, password and language. */
  'profile.self': everyAdmin,
} as const satisfies Record<string, readonly AdminRole[]>;

export type Permission = keyof typeof permissionRoles;

/** Whether an admin of this role holds the permission. */
export const mayDo = (role: AdminRole, permission: Permission): boolean =>
  (permissionRoles[permission] as readonly AdminRole[]).includes(role);
