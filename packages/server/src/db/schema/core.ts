import type { Generated } from 'kysely';
import type { AdminRole, Locale } from '@bible-admin/contract';

/**
 * Tables of accounts, plans, payments and settings. Portable types only: text ids, ISO-8601 text
 * timestamps, JSON as text, 0/1 for booleans, integer minor units for money.
 */

export interface UsersTable {
  id: string;
  role: 'admin' | 'user';
  /** An admin's role on the team (migration 025); null for end users. */
  admin_role: AdminRole | null;
  name: string;
  first_name: string;
  last_name: string;
  /** Lower-cased. */
  email: string;
  password_hash: string;
  /** Renewed with every password change; tokens carry it, so older ones stop working. Null until then. */
  security_stamp: string | null;
  /** Media key of the profile picture. */
  profile_pic: string | null;
  status: string;
  plan_id: string | null;
  device: string | null;
  /** The language the account reads the admin in (migration 018: 'en' unless chosen). */
  locale: Locale;
  /** Lower-cased "name email" for case-insensitive search in any script. */
  search: string;
  created_at: string;
  /** 1 when created, +1 with every save (migration 019). */
  version: Generated<number>;
  updated_at: string;
  /** When an owner deactivated this admin (migration 027); null while active. */
  deactivated_at: string | null;
  /** An admin's last sign-in (migration 027); null before the first. */
  last_sign_in_at: string | null;
}

/** Token ids revoked before their expiry (logout); rows past expires_at can be purged. */
export interface RevokedTokensTable {
  jti: string;
  expires_at: string;
}

/** How a session ended: its own sign-out, ended by hand (Profile, the owner), or by a password change. */
export type SessionEndReason = 'signed_out' | 'ended' | 'password_changed';

/** One sign-in (migration 026); its tokens carry its id. Ended rows stay until expires_at, with why. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  /** Renewed at most once a minute (SESSION_ACTIVITY_STEP_MS), to spare a write per request. */
  last_active_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
  /** When the password was last entered in this session: the sign-in, or POST /auth/confirm-password. */
  password_confirmed_at: string | null;
  ended_at: string | null;
  end_reason: SessionEndReason | null;
}

export interface PlansTable {
  id: string;
  name: string;
  /** Whole cents (migration 020; it was a floating-point `price`). */
  price_minor: number;
  duration: string;
  status: string;
  /** JSON object: feature label → boolean. */
  features: string;
  created_at: string;
  /** 1 when created, +1 with every save (migration 019). */
  version: Generated<number>;
  updated_at: string;
}

export interface TransactionsTable {
  id: string;
  /** Null once the payer deleted their account. */
  user_id: string | null;
  plan_id: string | null;
  amount_minor: number;
  currency: string;
  status: string;
  payment_method: string;
  /** The provider's payment id (Stripe PaymentIntent), unique: later events update the same row. */
  provider_ref: string | null;
  /** Lower-cased "payment_method status currency amount" for search. */
  search: string;
  created_at: string;
  updated_at: string;
}

/** Provider events already handled, for idempotency. */
export interface PaymentEventsTable {
  id: string;
  type: string;
  received_at: string;
}

export interface GeneralSettingsTable {
  id: string;
  contact_number: string;
  contact_email: string;
  description: string;
  /** The public site's store and social links, https or '' (hidden) (migration 024). */
  app_store_url: string;
  google_play_url: string;
  facebook_url: string;
  instagram_url: string;
  youtube_url: string;
  /** 0/1: the owner requires every admin to sign in with a second factor (migration 029). */
  require_two_factor: Generated<number>;
  /** 1 when created, +1 with every save (migration 019). */
  version: Generated<number>;
  updated_at: string;
}

/** One row per payment provider; secrets are AES-256-GCM ciphertext. */
export interface PaymentSettingsTable {
  provider: string;
  public_key: string;
  secret_key_enc: string | null;
  webhook_secret_enc: string | null;
  environment: string;
  /** 1 when created, +1 with every save (migration 019). */
  version: Generated<number>;
  updated_at: string;
}

/**
 * Dashboard counters kept by triggers in the writes' own transactions (migration 006 lists the names):
 * reading them replaces counting a million rows.
 */
export interface CountersTable {
  name: string;
  /** A count, or a sum in minor units; pg returns bigint as a string: read through toNumber. */
  value: number | string;
}

export interface CoreTables {
  users: UsersTable;
  revoked_tokens: RevokedTokensTable;
  sessions: SessionsTable;
  plans: PlansTable;
  transactions: TransactionsTable;
  payment_events: PaymentEventsTable;
  general_settings: GeneralSettingsTable;
  payment_settings: PaymentSettingsTable;
  counters: CountersTable;
}
