import { settingsCalls, type GeneralSettings } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { getGeneralSettings, updateGeneralSettings, type GeneralSettingsRow } from '../repositories/settings';
import { actorOf } from '../http/actor';
import { changedFields, recordAudit } from '../services/audit';
import { PROVIDER, saveStripeCredentials } from '../services/stripeSettings';

const present = (row: GeneralSettingsRow): GeneralSettings => ({
  _id: row.id,
  contact_number: row.contact_number,
  contact_email: row.contact_email,
  description: row.description,
});

export async function settingsRoutes(app: FastifyInstance) {
  const { db, secrets } = app.deps;

  registerCall(app, settingsCalls.helpAndSupport, async () =>
    ok({ data: present(await getGeneralSettings(db)) }, 'Help and support'),
  );

  registerCall(app, settingsCalls.updateGeneral, async ({ body, request }) => {
    const { stripe_publishable_key, stripe_secret_key, stripe_environment } = body;
    const actor = actorOf(request);
    const row = await db.transaction().execute(async (trx) => {
      if (stripe_publishable_key || stripe_secret_key || stripe_environment) {
        const summary = await saveStripeCredentials(trx, secrets, {
          public_key: stripe_publishable_key,
          secret_key: stripe_secret_key,
          environment: stripe_environment,
        });
        await recordAudit(trx, actor, {
          type: 'payment_keys.updated',
          record: { type: 'payment_settings', id: PROVIDER },
          summary,
        });
      }
      const fields = {
        ...(body.contact_number !== undefined ? { contact_number: body.contact_number } : {}),
        ...(body.contact_email !== undefined ? { contact_email: body.contact_email } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
      };
      const before = await getGeneralSettings(trx);
      const after = await updateGeneralSettings(trx, fields);
      const changed = changedFields(before, fields);
      if (Object.keys(changed).length > 0) {
        await recordAudit(trx, actor, {
          type: 'settings.updated',
          record: { type: 'settings', id: after.id },
          summary: { changes: changed },
        });
      }
      return after;
    });
    return ok({ data: present(row) }, 'Settings updated successfully');
  });
}
