import type { Kysely, Selectable } from 'kysely';
import { nowIso } from '../db/portable';
import type { Database, GeneralSettingsTable, PaymentSettingsTable } from '../db/schema';

export type GeneralSettingsRow = Selectable<GeneralSettingsTable>;
export type PaymentSettingsRow = Selectable<PaymentSettingsTable>;

const GENERAL = 'general';

/** The single general-settings row (fixed id), created empty on first use. */
export async function getGeneralSettings(db: Kysely<Database>): Promise<GeneralSettingsRow> {
  const existing = await db
    .selectFrom('general_settings')
    .selectAll()
    .where('id', '=', GENERAL)
    .executeTakeFirst();
  if (existing) return existing;
  const row: GeneralSettingsRow = {
    id: GENERAL,
    contact_number: '',
    contact_email: '',
    description: '',
    updated_at: nowIso(),
  };
  // Two first requests may race: the fixed id keeps it to one row.
  await db
    .insertInto('general_settings')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return row;
}

export async function updateGeneralSettings(
  db: Kysely<Database>,
  changes: Partial<Pick<GeneralSettingsRow, 'contact_number' | 'contact_email' | 'description'>>,
): Promise<GeneralSettingsRow> {
  const current = await getGeneralSettings(db);
  await db
    .updateTable('general_settings')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', current.id)
    .execute();
  return { ...current, ...changes };
}

export function getPaymentSettings(
  db: Kysely<Database>,
  provider: string,
): Promise<PaymentSettingsRow | undefined> {
  return db.selectFrom('payment_settings').selectAll().where('provider', '=', provider).executeTakeFirst();
}

export async function savePaymentSettings(
  db: Kysely<Database>,
  row: Omit<PaymentSettingsRow, 'updated_at'>,
): Promise<void> {
  const values = { ...row, updated_at: nowIso() };
  await db
    .insertInto('payment_settings')
    .values(values)
    .onConflict((oc) => oc.column('provider').doUpdateSet(values))
    .execute();
}
