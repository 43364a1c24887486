import { settingsFields, type SettingsField, type settingsCalls } from '@bible-admin/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { getGeneralSettings, type GeneralSettingsRow, updateGeneralSettings } from '../repositories/settings';
import { type AuditActor, changedFields, recordAudit } from './audit';
import type { SecretBox } from './secretBox';
import { saveStripeCredentials } from './stripeSettings';

export type GeneralSettingsInput = z.output<(typeof settingsCalls.updateGeneral)['body']>;

/**
 * Saves the contact details given and, when any Stripe field is given, the Stripe keys: one transaction
 * with their audit events (none for contact details left as they were). Returns the settings as stored.
 * With `version`, only over the contact details at that version (else StaleVersionError, nothing saved).
 */
export async function saveGeneralSettings(
  db: Kysely<Database>,
  secrets: SecretBox,
  body: GeneralSettingsInput,
  actor: AuditActor,
): Promise<GeneralSettingsRow> {
  const { stripe_publishable_key, stripe_secret_key, stripe_environment } = body;
  return db.transaction().execute(async (trx) => {
    if (stripe_publishable_key || stripe_secret_key || stripe_environment) {
      await saveStripeCredentials(
        trx,
        secrets,
        {
          public_key: stripe_publishable_key,
          secret_key: stripe_secret_key,
          environment: stripe_environment,
        },
        actor,
      );
    }
    // The fields sent; one left out stays as it was.
    const fields = Object.fromEntries(
      settingsFields.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]),
    ) as Partial<Pick<GeneralSettingsRow, SettingsField>>;
    const before = await getGeneralSettings(trx);
    const after = await updateGeneralSettings(trx, fields, body.version);
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
}
