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
      "All of public_key, secret_key, environment are required ('Please fill all the fields'); secrets must not contain '...'. webhook_secret is optional: left out, the stored one stays.",
    // Presence and the '...' rule are checked by the server so the spec's exact messages come back.
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
