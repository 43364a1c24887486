import { stripeCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { badRequest } from '../http/errors';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { recordAudit } from '../services/audit';
import { recordPaymentEvent } from '../services/paymentEvents';
import { InvalidPaymentError, WebhookSignatureError } from '../services/payments';
import {
  maskedStripeCredentials,
  PROVIDER,
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
        'webhook_secret_missing',
        'Webhook signing secret is not configured',
        'Save the webhook secret in Settings first.',
      );
    if (!Buffer.isBuffer(request.body)) throw badRequest('json_body_expected', 'Expected a JSON body');
    let event;
    try {
      event = payments.parseWebhook(request.body, request.headers, secret);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        // A trace for the admin: forged or misconfigured calls show up. The body is not logged.
        await recordAudit(db, actorOf(request), {
          type: 'webhook.signature_invalid',
          summary: { provider: PROVIDER, bytes: request.body.length },
        });
        throw badRequest(
          'webhook_signature_invalid',
          'Invalid signature',
          'The webhook signature does not verify.',
        );
      }
      throw error;
    }
    let fresh: boolean;
    try {
      fresh = await recordPaymentEvent(db, event);
    } catch (error) {
      if (error instanceof InvalidPaymentError)
        throw badRequest('payment_amount_invalid', 'Invalid payment amount', error.message);
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

  registerCall(app, stripeCalls.saveCredentials, async ({ body, request }) => {
    await saveStripeCredentials(db, secrets, body, actorOf(request));
    return ok({ data: await maskedStripeCredentials(db, secrets) }, 'Stripe credentials saved successfully');
  });

  await app.register(webhookRoute);
}
