import { z } from 'zod';
import { defineCall } from '../define';
import { conflictOf, success } from '../envelope';
import { stripeCredentials } from '../entities/settings';
import { readVersion } from '../fields';
import { stripeCalls as endpoints } from '../endpoints/stripe';

export const stripeCalls = {
  getCredentials: defineCall({
    ...endpoints.getCredentials,
    summary: "Secrets come back masked with '...'.",
    reply: success({ data: stripeCredentials }),
  }),
  saveCredentials: defineCall({
    ...endpoints.saveCredentials,
    summary:
      "public_key and environment are required, and secret_key unless one is stored ('Please fill all the fields'); " +
      "secrets must not contain '...'. Each key has its kind's shape (pk_ / sk_ or rk_) and the environment's " +
      'mode (test_ / live_), a kept secret too. secret_key and webhook_secret are optional: left out, the stored ones stay.',
    // Presence, the '...' rule and the keys' shapes are checked by the server so the spec's exact messages come back.
    body: z.object({
      public_key: z.string().trim().max(500).optional(),
      secret_key: z.string().trim().max(500).optional(),
      environment: z.string().trim().max(10).optional(),
      webhook_secret: z.string().trim().max(500).optional(),
      version: readVersion,
    }),
    reply: success({ data: stripeCredentials }),
    conflict: conflictOf(stripeCredentials),
  }),
  webhook: defineCall({
    ...endpoints.webhook,
    summary:
      'Stripe events, verified with the Stripe-Signature header, then read as stripeEvent (400 otherwise); ' +
      'each event id is processed once. Invalid calls are limited per address (WEBHOOK_FAILURE_LIMIT, then 429).',
    reply: success({ received: z.literal(true), duplicate: z.boolean() }),
  }),
};
