import { settingsCalls, type GeneralSettings } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { getGeneralSettings, updateGeneralSettings, type GeneralSettingsRow } from '../repositories/settings';
import { saveStripeCredentials } from '../services/stripeSettings';

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

  registerCall(app, settingsCalls.updateGeneral, async ({ body }) => {
    const { stripe_publishable_key, stripe_secret_key, stripe_environment } = body;
    if (stripe_publishable_key || stripe_secret_key || stripe_environment) {
      await saveStripeCredentials(db, secrets, {
        public_key: stripe_publishable_key,
        secret_key: stripe_secret_key,
        environment: stripe_environment,
      });
    }
    const changes = {
      ...(body.contact_number !== undefined ? { contact_number: body.contact_number } : {}),
      ...(body.contact_email !== undefined ? { contact_email: body.contact_email } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
    };
    return ok({ data: present(await updateGeneralSettings(db, changes)) }, 'Settings updated successfully');
  });
}
