/** A link that lets an admin set a new password (migration 028). */
export interface PasswordResetsTable {
  /** SHA-256 of the token, hex: the database alone resets nobody's password. */
  token_hash: string;
  user_id: string;
  expires_at: string;
  /** When the password was set with it; null until then. */
  used_at: string | null;
  /** When a newer link (or a completed reset) replaced it; null while it is the latest. */
  superseded_at: string | null;
  created_at: string;
}

export interface PasswordResetTables {
  password_resets: PasswordResetsTable;
}
