import { cleanLine } from '@bible-admin/contract';

/** The most characters of a payment method: its column's width (`varchar(64)`, migration 001). */
export const PAYMENT_METHOD_MAX = 64;

/**
 * A payment method as the product stores and shows it: the provider's free text (Stripe metadata anyone with
 * the publishable flow can set) cleaned like every other one-line text (plainText.ts: no control characters,
 * no bidi overrides such as U+202E that make `card‮gnp.exe` read as something else), its spaces collapsed, and
 * cut to the column's width in characters, never halving a surrogate pair. Applied on the webhook, and again
 * when a stored value is read or exported, so a row stored before this rule shows clean too.
 */
export function paymentMethodText(value: string): string {
  const line = cleanLine(value).replace(/\s+/g, ' ').trim();
  return Array.from(line).slice(0, PAYMENT_METHOD_MAX).join('').trim();
}
