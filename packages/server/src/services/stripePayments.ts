import type { IncomingHttpHeaders } from 'node:http';
import { stripeEvent, stripePaymentIntent } from '@bible-admin/contract';
import Stripe from 'stripe';
import type { z } from 'zod';
import { paymentMethodText } from '../domain/paymentMethod';
import {
  MalformedEventError,
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

/** The first problems of a refused event, for the reply's detail (never the event's values). */
const issues = (error: z.ZodError, under = 'event') =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${[under, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** A payment method the event names, cleaned and bounded (paymentMethodText); null when nothing is left. */
const method = (value: unknown): string | null =>
  typeof value === 'string' ? paymentMethodText(value) || null : null;

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
    const parsed = stripeEvent.safeParse(event);
    if (!parsed.success) throw new MalformedEventError(issues(parsed.error));
    const { id, type, created, data } = parsed.data;
    const status = statusByEventType[type];
    if (!status) return { id, type, payment: null };
    const read = stripePaymentIntent.safeParse(data.object);
    if (!read.success) throw new MalformedEventError(issues(read.error, 'data.object'));
    const intent = read.data;
    const metadata = intent.metadata ?? {};
    return {
      id,
      type,
      payment: {
        reference: intent.id,
        status,
        amountMinor:
          status === 'succeeded' && intent.amount_received ? intent.amount_received : intent.amount,
        currency: intent.currency.toLowerCase(),
        paymentMethod: method(metadata.payment_method) ?? method(intent.payment_method_types?.[0]) ?? 'card',
        userId: text(metadata.user_id),
        email: text(intent.receipt_email) ?? text(metadata.email),
        planId: text(metadata.plan_id),
        createdAt: new Date((intent.created ?? created) * 1000).toISOString(),
      },
    };
  }
}
