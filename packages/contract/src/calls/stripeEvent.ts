import { z } from 'zod';

/**
 * What the webhook reads of a Stripe event, checked once its signature verifies: a signed event of another
 * shape (no `data.object`, no `created`, an array) is refused with a 400, never half-read. Amounts and
 * currencies are only typed here; whether they buy anything is the server's rule.
 */

/** Seconds since 1970 that a date can hold (up to the year 9999). */
const epochSeconds = z.number().int().min(0).max(253_402_300_799);

export const stripeEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: epochSeconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** A PaymentIntent, the `data.object` of the `payment_intent.*` events. */
export const stripePaymentIntent = z.object({
  id: z.string().min(1).max(255),
  amount: z.number(),
  amount_received: z.number().nullish(),
  currency: z.string().max(255),
  created: epochSeconds.nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  receipt_email: z.string().nullish(),
  payment_method_types: z.array(z.string()).nullish(),
});
