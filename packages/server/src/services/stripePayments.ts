import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import {
  type PaymentEvent,
  type PaymentProvider,
  type PaymentStatus,
  WebhookSignatureError,
} from './payments';

/** PaymentIntent events we record; other event types are acknowledged and ignored. */
const statusByEventType: Record<string, PaymentStatus> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.processing': 'pending',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'failed',
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';

  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, signingSecret: string): PaymentEvent {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string' || !signature)
      throw new WebhookSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      // Verification is offline (HMAC of the raw body): no API key or network needed.
      event = Stripe.webhooks.constructEvent(rawBody, signature, signingSecret);
    } catch (error) {
      throw new WebhookSignatureError((error as Error).message);
    }
    const status = statusByEventType[event.type];
    if (!status) return { id: event.id, type: event.type, payment: null };
    const intent = event.data.object as Stripe.PaymentIntent;
    const metadata = intent.metadata ?? {};
    return {
      id: event.id,
      type: event.type,
      payment: {
        reference: intent.id,
        status,
        amountMinor:
          status === 'succeeded' && intent.amount_received ? intent.amount_received : intent.amount,
        currency: (intent.currency ?? 'usd').toLowerCase(),
        paymentMethod: text(metadata.payment_method) ?? intent.payment_method_types?.[0] ?? 'card',
        userId: text(metadata.user_id),
        email: text(intent.receipt_email) ?? text(metadata.email),
        planId: text(metadata.plan_id),
        createdAt: new Date((intent.created ?? event.created) * 1000).toISOString(),
      },
    };
  }
}
