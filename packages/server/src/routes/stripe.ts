import { stripeCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/errors';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { recordPaymentEvent } from '../services/paymentEvents';
import { InvalidPaymentError, WebhookSignatureError } from '../services/payments';
import {
  maskedStripeCredentials,
  saveStripeCredentials,
  stripeWebhookSecret,
} from '../services/stripeSettings';

/** The webhook needs the exact bytes Stripe signed, so JSON stays a Buffer in this scope only. */
async function webhookRoute(app: FastifyInstance) {
  const { db, secrets, payments } = app.deps;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  registerCall(app, stripeCalls.webhook, async ({ request }) => {
    const secret = await stripeWebhookSecret(db, secrets);
    if (!secret)
      throw badRequest(
        'Webhook signing secret is not configured',
        'Save the webhook secret in Settings first.',
      );
    if (!Buffer.isBuffer(request.body)) throw badRequest('Expected a JSON body');
    let event;
    try {
      event = payments.parseWebhook(request.body, request.headers, secret);
    } catch (error) {
      if (error instanceof WebhookSignatureError)
        throw badRequest('Invalid signature', 'The webhook signature does not verify.');
      throw error;
    }
    let fresh: boolean;
    try {
      fresh = await recordPaymentEvent(db, event);
    } catch (error) {
      if (error instanceof InvalidPaymentError) throw badRequest('Invalid payment amount', error.message);
      throw error;
    }
    return ok(
      { received: true as const, duplicate: !fresh },
      fresh ? 'Event processed' : 'Event already processed',
    );
  });
}

export async function stripeRoutes(app: FastifyInstance) {
  const { db, secrets } = app.deps;

  registerCall(app, stripeCalls.getCredentials, async () =>
    ok({ data: await maskedStripeCredentials(db, secrets) }, 'Stripe credentials'),
  );

  registerCall(app, stripeCalls.saveCredentials, async ({ body }) => {
    await saveStripeCredentials(db, secrets, body);
    return ok({ data: await maskedStripeCredentials(db, secrets) }, 'Stripe credentials saved successfully');
  });

  await app.register(webhookRoute);
}
