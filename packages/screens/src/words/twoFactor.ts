import type { ScreenMessages } from '../messages';

/**
 * The server's refusals in two-factor sign-in and set-up (issue 32), by their `code`, and `passkey_cancelled`:
 * the browser's own refusal (the admin closed its passkey prompt, or it timed out), which the app reports so.
 */
export const twoFactorRefusalCodes = [
  'invalid_code',
  'challenge_expired',
  'too_many_attempts',
  'passkey_challenge_invalid',
  'passkey_unknown',
  'passkey_invalid',
  'passkey_cancelled',
  'two_factor_setup_required',
] as const;
export type TwoFactorRefusal = (typeof twoFactorRefusalCodes)[number];

/** A passkey ceremony's refusals: the ones a passkey sign-in (with or without a password) can end with. */
export type PasskeyRefusal = Extract<TwoFactorRefusal, `passkey_${string}`>;

export const twoFactorRefusals: ScreenMessages<Record<TwoFactorRefusal, string>> = {
  en: {
    invalid_code: 'That code is not right. Check it and try again.',
    challenge_expired: 'This sign-in took too long and has expired. Sign in again.',
    too_many_attempts: 'Too many wrong codes. Wait a few minutes before trying again.',
    passkey_challenge_invalid: 'The passkey request expired. Try the passkey again.',
    passkey_unknown: 'This passkey is not registered for an account here.',
    passkey_invalid: 'The passkey could not be checked. Try again, or use another way to sign in.',
    passkey_cancelled: 'The passkey prompt was closed before it finished.',
    two_factor_setup_required: 'Set up two-factor sign-in to continue.',
  },
  he: {
    invalid_code: 'הקוד אינו נכון. יש לבדוק אותו ולנסות שוב.',
    challenge_expired: 'ההתחברות נמשכה זמן רב מדי ופג תוקפה. יש להתחבר שוב.',
    too_many_attempts: 'יותר מדי קודים שגויים. יש להמתין כמה דקות לפני ניסיון נוסף.',
    passkey_challenge_invalid: 'פג תוקף הבקשה של מפתח הגישה. יש לנסות את מפתח הגישה שוב.',
    passkey_unknown: 'מפתח הגישה הזה אינו רשום לאף חשבון כאן.',
    passkey_invalid: 'לא ניתן היה לאמת את מפתח הגישה. יש לנסות שוב, או להתחבר בדרך אחרת.',
    passkey_cancelled: 'חלון מפתח הגישה נסגר לפני שהפעולה הסתיימה.',
    two_factor_setup_required: 'כדי להמשיך יש להגדיר אימות דו־שלבי.',
  },
};
