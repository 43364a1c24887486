import type { AdminRole, Locale } from '@bible-admin/contract';

/**
 * Invitations to the team (migration 027). The token itself is never stored: its SHA-256 is the key, so a
 * copy of the database accepts no invitation. Pending while neither accepted nor revoked nor expired.
 */
export interface AdminInvitationsTable {
  id: string;
  /** SHA-256 of the token, hex; replaced when the invitation is sent again. */
  token_hash: string;
  /** Lower-cased. */
  email: string;
  admin_role: AdminRole;
  /** The language of the e-mail and of the page it opens. */
  locale: Locale;
  /** The owner who invited; null once that account is gone. */
  invited_by: string | null;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

export interface TeamTables {
  admin_invitations: AdminInvitationsTable;
}
