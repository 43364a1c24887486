import { settingsCalls, type GeneralSettings } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { getGeneralSettings, type GeneralSettingsRow } from '../repositories/settings';
import { saveGeneralSettings } from '../services/settings';

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

  registerCall(app, settingsCalls.updateGeneral, async ({ body, request }) =>
    ok(
      { data: present(await saveGeneralSettings(db, secrets, body, actorOf(request))) },
      'Settings updated successfully',
    ),
  );
}
