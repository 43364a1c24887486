import { settingsCalls, type GeneralSettings } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { withStoredOnConflict } from '../http/versions';
import { GENERAL_SETTINGS_ID, getGeneralSettings, type GeneralSettingsRow } from '../repositories/settings';
import { saveGeneralSettings } from '../services/settings';

const present = (row: GeneralSettingsRow): GeneralSettings => ({
  _id: row.id,
  contact_number: row.contact_number,
  contact_email: row.contact_email,
  description: row.description,
  app_store_url: row.app_store_url,
  google_play_url: row.google_play_url,
  facebook_url: row.facebook_url,
  instagram_url: row.instagram_url,
  youtube_url: row.youtube_url,
  version: row.version,
});

export async function settingsRoutes(app: FastifyInstance) {
  const { db, secrets } = app.deps;

  registerCall(app, settingsCalls.helpAndSupport, async () =>
    ok({ data: present(await getGeneralSettings(db)) }, 'Help and support'),
  );

  registerCall(app, settingsCalls.updateGeneral, async ({ body, request }) => {
    const settings = await withStoredOnConflict(
      () => saveGeneralSettings(db, secrets, body, actorOf(request)),
      async () => present(await getGeneralSettings(db)),
      { db, record: { type: 'settings', id: GENERAL_SETTINGS_ID } },
    );
    return ok({ data: present(settings) }, 'Settings updated successfully');
  });
}
