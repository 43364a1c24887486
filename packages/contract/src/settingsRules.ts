import type { PaymentEnvironment } from './constants';

/*
 * The settings' value rules that the screen and the server both check (zod-free: the browser loads them). A
 * module of their own, not the constants: only the settings page's download carries them.
 */

/** A phone number has 7 to 20 digits (a short local number to a full international one with an extension). */
export const PHONE_DIGITS = { min: 7, max: 20 } as const;

/**
 * A phone number as people write it: digits, spaces, hyphens and parentheses, with an optional leading '+'
 * ('+972 (3) 555-1234'), of PHONE_DIGITS digits. The screen and the server check the same rule.
 */
export function isPhoneNumber(text: string): boolean {
  const value = text.trim();
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s()-]+$/.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** What each Stripe key field takes: a publishable key `pk_`, a secret key `sk_` or a restricted key `rk_`. */
const stripeKeyKinds = { public_key: ['pk'], secret_key: ['sk', 'rk'] } as const;
export type StripeKeyField = keyof typeof stripeKeyKinds;

/**
 * The environment a Stripe key is for, read from its start ('pk_live_…' is live); null when it does not start
 * as a key of that field does. It reads the stored secret as the server masks it ('sk_test...4f2a') too.
 */
export function stripeKeyMode(field: StripeKeyField, key: string): PaymentEnvironment | null {
  const start = /^([a-z]{2})_(test|live)/.exec(key.trim());
  if (!start || !(stripeKeyKinds[field] as readonly string[]).includes(start[1]!)) return null;
  return start[2] as PaymentEnvironment;
}

/** A whole Stripe key of that field: its kind, its mode and the key itself ('pk_test_51Hq8…'). */
export function isStripeKey(field: StripeKeyField, key: string): boolean {
  return stripeKeyMode(field, key) !== null && /^[a-z]{2}_(test|live)_\w+$/.test(key.trim());
}
