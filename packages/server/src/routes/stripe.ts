import { stripeCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { badRequest, type HttpError } from '../http/errors';
import { consumeLimit, limitsOf } from '../http/rateLimit';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { withStoredOnConflict } from '../http/versions';
import { type RepeatedAuditType, recordRepeatedAudit } from '../services/audit';
import { recordPaymentEvent } from '../services/paymentEvents';
import { MalformedEventError, WebhookSignatureError } from '../services/payments';
import {
  maskedStripeCredentials,
  PROVIDER,
  saveStripeCredentials,
  stripeWebhookSecret,
} from '../services/stripeSettings';

/** A delivery the webhook refuses: its 400 and the kind of audit event that traces it. */
function refusalOf(error: unknown): { error: HttpError; audit: RepeatedAuditType } | null {
  if (error instanceof WebhookSignatureError) {
    return {
      error: badRequest(
        'webhook_signature_invalid',
        'Invalid signature',
        'The webhook signature does not verify.',
      ),
      audit: 'webhook.signature_invalid',
    };
  }
  if (error instanceof MalformedEventError) {
    return {
      error: badRequest('webhook_event_malformed', 'Malformed event', error.message),
      audit: 'webhook.event_malformed',
    };
  }
  return null;
}

/** The webhook needs the exact bytes Stripe signed, so JSON stays a Buffer in this scope only. */
async function webhookRoute(app: FastifyInstance) {
  const { db, secrets, payments, rateLimits, config } = app.deps;
  const limits = limitsOf(config);
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
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      // Anyone can send these: counted per address (then 429), and traced for the admin as one event per
      // address and window that counts them, so a flood neither fills the log nor goes unseen. No body.
      await consumeLimit(request, limits.webhook, request.ip);
      await recordRepeatedAudit(db, rateLimits, actorOf(request), {
        type: refusal.audit,
        summary: { provider: PROVIDER },
      });
      throw refusal.error;
    }
    const fresh = await recordPaymentEvent(db, event, actorOf(request));
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

  // The keys take the payments: a session must have entered its password in the last five minutes.
  registerCall(
    app,
    stripeCalls.saveCredentials,
    async ({ body, request }) => {
      await withStoredOnConflict(
        () => saveStripeCredentials(db, secrets, body, actorOf(request)),
        () => maskedStripeCredentials(db, secrets),
        { db, record: { type: 'payment_settings', id: PROVIDER } },
      );
      return ok(
        { data: await maskedStripeCredentials(db, secrets) },
        'Stripe credentials saved successfully',
      );
    },
    { recentPassword: true },
  );

  await app.register(webhookRoute);
}
