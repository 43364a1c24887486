import type { Generated } from 'kysely';

/** An admin's authenticator app (migration 029); secrets sealed by the SecretBox. */
export interface TotpFactorsTable {
  user_id: string;
  /** The active secret, sealed; null while only a set-up is pending. */
  secret: string | null;
  /** A set-up not confirmed yet, sealed. */
  pending_secret: string | null;
  /** The last time step a code was accepted for (replay protection). */
  last_step: number | string | null;
  enabled_at: string | null;
  created_at: string;
}

/** One recovery code (SHA-256 of its normalised text), single use. */
export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** The step between a correct password and the second factor: 5 minutes, single use, token stored hashed. */
export interface SignInChallengesTable {
  token_hash: string;
  user_id: string;
  step: 'second_factor' | 'enrol';
  /** 0/1: the sign-in's "remember me", carried to the session it ends in. */
  remember: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface TwoFactorTables {
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
}
