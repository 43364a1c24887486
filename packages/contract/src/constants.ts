/**
 * The contract's plain values: limits and enums, with no schema. Browser code imports them from the zod-free
 * entry '@bible-admin/contract/plain'; the schemas take them from here too, so each number and list is
 * written once. This module imports nothing (lint keeps it so).
 */

/** The longest search a list call takes (search boxes stop there: a longer one would only be refused). */
export const SEARCH_MAX_LENGTH = 200;

/** Rows per page of a list call: `limit` runs from 1 to the max, the default when absent. */
export const LIST_LIMIT_MAX = 200;
export const LIST_LIMIT_DEFAULT = 50;

/** The two narration voices: the tts calls' `gender`, a chapter's audio columns, the speech engines' voices. */
export const voices = ['male', 'female'] as const;
export type VoiceGender = (typeof voices)[number];

export const planDurations = ['monthly', 'yearly', 'unlimited'] as const;
export type PlanDuration = (typeof planDurations)[number];
export const planStatuses = ['active', 'inactive'] as const;
export type PlanStatus = (typeof planStatuses)[number];

export const chapterStatuses = ['active', 'inactive'] as const;
export type ChapterStatus = (typeof chapterStatuses)[number];

export const paymentEnvironments = ['test', 'live'] as const;

/** The currencies the product sells in (lower-case ISO 4217): a payment in any other grants nothing. */
export const saleCurrencies = ['usd', 'ils'] as const;

/** The highest price of a plan, in major units (10^8 cents): payments above it are never real. */
export const PLAN_PRICE_MAX = 1_000_000;
export type PaymentEnvironment = (typeof paymentEnvironments)[number];

/** The steps of an admin sign-in after a correct password (the login's `step`). */
export const loginSteps = ['signed_in', 'second_factor', 'enrol'] as const;
export type LoginStep = (typeof loginSteps)[number];
/** The ways through a sign-in's second step. */
export const secondFactorMethods = ['totp', 'recovery_code'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];
/** The second factors an admin can hold (the team page shows them; passkeys are issue 32's next part). */
export const secondFactorKinds = ['totp', 'passkey'] as const;
/** How long the challenge between the password and the second step lives. */
export const SIGN_IN_CHALLENGE_MS = 5 * 60_000;
/** How many recovery codes a set-up or a regeneration gives. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * What the audit log records: every admin change, and the security events (admin sign-ins and sign-outs,
 * failed logins, rate-limit hits, refused webhook signatures, wrong current passwords, signups for a taken
 * address, end users deleting their accounts), and every CSV export of a list.
 */
export const auditEventTypes = [
  'plan.created',
  'plan.updated',
  'plan.status_changed',
  'plan.deleted',
  'chapter.created',
  'chapter.updated',
  'chapter.deleted',
  'verse.created',
  'verse.updated',
  'verse.deleted',
  'narration.generated',
  'settings.updated',
  'payment_keys.updated',
  'profile.updated',
  'password.changed',
  'password.reset',
  'session.ended',
  'auth.signed_in',
  'auth.signed_out',
  'auth.login_failed',
  'auth.password_check_failed',
  'auth.rate_limited',
  'auth.signup_existing_email',
  'webhook.signature_invalid',
  'webhook.event_malformed',
  'account.deleted',
  'user.removed',
  'payment.mismatch',
  'list.exported',
  'team.invited',
  'team.invitation_resent',
  'team.invitation_revoked',
  'team.invitation_accepted',
  'team.role_changed',
  'team.deactivated',
  'team.reactivated',
  'team.removed',
  // Two-factor sign-in (issue 32)
  'two_factor.totp_enabled',
  'two_factor.totp_disabled',
  'two_factor.recovery_codes_regenerated',
  'two_factor.recovery_code_used',
  'two_factor.reset',
  'two_factor.policy_changed',
  'auth.second_factor_failed',
] as const;
export type AuditEventType = (typeof auditEventTypes)[number];

/** The lists an admin can export as CSV (a `list.exported` event names which). */
export const exportLists = ['users', 'transactions'] as const;
export type ExportList = (typeof exportLists)[number];

/** How an export ended: every row sent, the client went away, or the server failed midway. */
export const exportOutcomes = ['completed', 'cancelled', 'failed'] as const;
export type ExportOutcome = (typeof exportOutcomes)[number];

/** The kind of record an event concerns. */
export const auditRecordTypes = ['plan', 'chapter', 'verse', 'settings', 'payment_settings', 'user'] as const;
export type AuditRecordType = (typeof auditRecordTypes)[number];

/**
 * Narration (the tts calls). The speech engine stops after SPEECH_TIMEOUT_MS; a call waits at most
 * NARRATION_WAIT_MS for another narration of the same chapter and voice to finish (then a 409). A call
 * ends within NARRATION_CALL_MAX_MS: both, and time to store the MP3 and answer; a caller that waits
 * that long has the server's answer, and one that gave up sooner cannot tell how it ended.
 */
export const SPEECH_TIMEOUT_MS = 25_000;
export const NARRATION_WAIT_MS = 2 * 60_000;
export const NARRATION_CALL_MAX_MS = NARRATION_WAIT_MS + SPEECH_TIMEOUT_MS + 30_000;

/** The admin's languages: the account's `locale` (English unless chosen). */
export const locales = ['en', 'he'] as const;
export type Locale = (typeof locales)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Every error reply's `code`: what was refused, as a stable identifier the app turns into words in the
 * admin's language (its `message` stays the spec's English, shown when the app has no words for a code).
 * The server's refusals are typed with this list, so it cannot send a code missing here.
 */
export const errorCodes = [
  // Signing in and access
  'unauthorized',
  'forbidden',
  'forbidden_role',
  'account_deactivated',
  'invalid_credentials',
  // A token of a session that ended: by a password change elsewhere, or by hand (Profile, the owner).
  'session_ended_password_changed',
  'session_ended',
  'reauthentication_required',
  // Two-factor sign-in
  'challenge_expired',
  'invalid_code',
  'two_factor_setup_required',
  'two_factor_required',
  // Requiring two-factor of every admin before having one oneself.
  'second_factor_first',
  'totp_not_enabled',
  'totp_setup_missing',
  'forbidden_self',
  'admin_account_not_deletable',
  'admin_not_removable',
  'rate_limited',
  // The team
  'last_owner',
  'invitation_invalid',
  'invitation_expired',
  'invitation_used',
  'invitation_revoked',
  'admin_email_taken',
  'mail_failed',
  // Exports
  'export_busy',
  'export_link_invalid',
  'export_link_expired',
  'export_link_used',
  // The request itself
  'validation_failed',
  'invalid_characters',
  'input_too_deep',
  'malformed_body',
  'multipart_expected',
  'json_body_expected',
  'unsupported_media_type',
  'bad_request',
  'request_too_large',
  'file_too_large',
  'too_many_files',
  'too_many_parts',
  'field_too_large',
  // Records
  'not_found',
  'file_not_found',
  'chapter_not_found',
  'verse_not_found',
  'plan_not_found',
  'user_not_found',
  'chapter_number_taken',
  'verse_number_taken',
  'version_conflict',
  // If-Match and the body's version name two different versions of the record.
  'version_mismatch',
  // Content rules
  'chapter_image_required',
  'cover_image_required',
  'chapter_content_required',
  'verse_content_required',
  'verse_image_without_item',
  'verses_below_highest_verse',
  'verse_not_in_chapter',
  'image_too_large',
  'image_type_unsupported',
  'image_decoding_busy',
  // Narration
  'no_audio_content',
  'narration_busy',
  'audio_generation_failed',
  // Profile
  'email_read_only',
  'current_password_incorrect',
  'password_confirmation_mismatch',
  // New passwords
  'password_too_common',
  'password_repetitive',
  'password_sequence',
  'password_too_weak',
  'password_matches_account',
  'password_unchanged',
  // Settings and payments
  'settings_fields_required',
  'secret_key_masked',
  'payment_environment_invalid',
  'publishable_key_invalid',
  'secret_key_invalid',
  'publishable_key_environment_mismatch',
  'secret_key_environment_mismatch',
  'webhook_secret_missing',
  'webhook_signature_invalid',
  'webhook_event_malformed',
  // Mail
  'mail_not_sent',
  // Forgotten passwords
  'reset_link_invalid',
  'reset_link_expired',
  'reset_link_used',
  'reset_link_superseded',
  // The server's own state
  'not_ready',
  'internal_error',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
