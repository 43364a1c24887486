import { type Kysely, type Selectable, sql } from 'kysely';
import { nowIso } from '../db/portable';
import type { Database, GeneralSettingsTable, PaymentSettingsTable } from '../db/schema';
import type { SettingsField } from '@bible-admin/contract';
import { atVersion, checkVersion, nextVersion, type ReadVersion } from './versions';

export type GeneralSettingsRow = Selectable<GeneralSettingsTable>;
export type PaymentSettingsRow = Selectable<PaymentSettingsTable>;

/** The one row of general settings (its audit events name it). */
export const GENERAL_SETTINGS_ID = 'general';

/** The single general-settings row (fixed id), created empty on first use. */
export async function getGeneralSettings(db: Kysely<Database>): Promise<GeneralSettingsRow> {
  const existing = await db
    .selectFrom('general_settings')
    .selectAll()
    .where('id', '=', GENERAL_SETTINGS_ID)
    .executeTakeFirst();
  if (existing) return existing;
  const row: GeneralSettingsRow = {
    id: GENERAL_SETTINGS_ID,
    contact_number: '',
    contact_email: '',
    description: '',
    app_store_url: '',
    google_play_url: '',
    facebook_url: '',
    instagram_url: '',
    youtube_url: '',
    require_two_factor: 0,
    updated_at: nowIso(),
    version: 1,
  };
  // Two first requests may race: the fixed id keeps it to one row.
  await db
    .insertInto('general_settings')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return row;
}

/** With `version`, only over that version (else StaleVersionError). Returns the settings as stored. */
export async function updateGeneralSettings(
  db: Kysely<Database>,
  changes: Partial<Pick<GeneralSettingsRow, SettingsField>>,
  version?: ReadVersion,
): Promise<GeneralSettingsRow> {
  const current = await getGeneralSettings(db);
  const result = await db
    .updateTable('general_settings')
    .set({ ...changes, updated_at: nowIso(), version: nextVersion() })
    .where('id', '=', current.id)
    .$call(atVersion(version))
    .executeTakeFirst();
  checkVersion(result.numUpdatedRows, version);
  return getGeneralSettings(db);
}

/** The owner's two-factor policy; with `version`, only over that version (else StaleVersionError). */
export async function setRequireTwoFactor(
  db: Kysely<Database>,
  required: boolean,
  version?: ReadVersion,
): Promise<GeneralSettingsRow> {
  const current = await getGeneralSettings(db);
  const result = await db
    .updateTable('general_settings')
    .set({ require_two_factor: required ? 1 : 0, updated_at: nowIso(), version: nextVersion() })
    .where('id', '=', current.id)
    .$call(atVersion(version))
    .executeTakeFirst();
  checkVersion(result.numUpdatedRows, version);
  return getGeneralSettings(db);
}

export function getPaymentSettings(
  db: Kysely<Database>,
  provider: string,
): Promise<PaymentSettingsRow | undefined> {
  return db.selectFrom('payment_settings').selectAll().where('provider', '=', provider).executeTakeFirst();
}

/**
 * Stores a provider's settings, the first time as version 1; with `version`, a stored row is replaced only at
 * that version (else StaleVersionError; 0 is the version of credentials never saved).
 */
export async function savePaymentSettings(
  db: Kysely<Database>,
  row: Omit<PaymentSettingsRow, 'updated_at' | 'version'>,
  version?: ReadVersion,
): Promise<void> {
  const values = { ...row, updated_at: nowIso() };
  const result = await db
    .insertInto('payment_settings')
    .values({ ...values, version: 1 })
    .onConflict((oc) => {
      const update = oc
        .column('provider')
        .doUpdateSet({ ...values, version: sql<number>`payment_settings.version + 1` });
      return version === undefined ? update : update.where('payment_settings.version', '=', version);
    })
    .executeTakeFirst();
  checkVersion(result.numInsertedOrUpdatedRows, version);
}
