import type { IncomingHttpHeaders } from 'node:http';

export type PaymentStatus = 'succeeded' | 'pending' | 'failed';

/**
 * How a transaction is stored: as the provider reported it, or 'mismatch' for money received that does
 * not buy what it names (wrong amount or currency, an inactive or unknown plan): nothing is granted and
 * the admin sees it in the transactions list.
 */
export type TransactionStatus = PaymentStatus | 'mismatch';

/** A payment as a provider event reports it, independent of the provider. */
export interface PaymentUpdate {
  /** The provider's id of the payment: later events about it update the same transaction. */
  reference: string;
  status: PaymentStatus;
  amountMinor: number;
  /** Lower-case ISO code. */
  currency: string;
  paymentMethod: string;
  /** Who paid, by our user id (metadata) or by e-mail. */
  userId: string | null;
  email: string | null;
  /** The plan bought, from metadata. */
  planId: string | null;
  createdAt: string;
}

export interface PaymentEvent {
  id: string;
  type: string;
  /** Null for event types that do not concern a payment. */
  payment: PaymentUpdate | null;
}

export class WebhookSignatureError extends Error {}

/** A delivery whose signature verifies but whose event is not of the shape the provider documents. */
export class MalformedEventError extends Error {}

/** A card-payment provider; the Stripe one lives in stripePayments.ts, a test double can replace it. */
export interface PaymentProvider {
  readonly name: string;
  /**
   * Verifies the signature of a webhook delivery and reads it; throws WebhookSignatureError if forged,
   * MalformedEventError if signed but not an event of the documented shape.
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, signingSecret: string): PaymentEvent;
}
