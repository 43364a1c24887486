import type { PaymentEnvironment, StripeCredentials } from '@bible-admin/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { InvalidError } from '../domain/errors';
import { getPaymentSettings, savePaymentSettings } from '../repositories/settings';
import { type AuditActor, changedFields, recordAudit } from './audit';
import { maskSecret, type SecretBox } from './secretBox';

export const PROVIDER = 'stripe';
const MASK = '...';

export interface StripeCredentialsInput {
  public_key?: string | undefined;
  secret_key?: string | undefined;
  environment?: string | undefined;
  webhook_secret?: string | undefined;
  /** The version the credentials were read at (StaleVersionError when they were saved since). */
  version?: number | undefined;
}

/** The spec's rules and messages, shared by POST /api/stripe/credentials and the general settings call. */
function validate(input: StripeCredentialsInput) {
  const environment = input.environment === undefined ? 'test' : input.environment;
  if (!input.public_key || !input.secret_key || !environment)
    throw new InvalidError('settings_fields_required', 'Please fill all the fields');
  if (input.secret_key.includes(MASK) || input.webhook_secret?.includes(MASK)) {
    throw new InvalidError('secret_key_masked', 'Secret Key should not contain "..."');
  }
  if (environment !== 'test' && environment !== 'live')
    throw new InvalidError('payment_environment_invalid', 'Environment must be test or live');
  return {
    public_key: input.public_key,
    secret_key: input.secret_key,
    environment: environment as PaymentEnvironment,
  };
}

/**
 * Stores the credentials with the secrets sealed (an omitted webhook secret keeps the stored one) and
 * records the change, in the caller's transaction if it passes one, else in a transaction of its own.
 */
export async function saveStripeCredentials(
  db: Kysely<Database>,
  secrets: SecretBox,
  input: StripeCredentialsInput,
  actor: AuditActor,
): Promise<void> {
  const save = async (trx: Kysely<Database>) => {
    const summary = await storeCredentials(trx, secrets, input);
    await recordAudit(trx, actor, {
      type: 'payment_keys.updated',
      record: { type: 'payment_settings', id: PROVIDER },
      summary,
    });
  };
  await (db.isTransaction ? save(db) : db.transaction().execute(save));
}

/**
 * Stores the credentials; returns what changed for the audit log: the public key and environment as
 * values, the secrets only as 'replaced' / 'unchanged' / 'kept'.
 */
async function storeCredentials(
  db: Kysely<Database>,
  secrets: SecretBox,
  input: StripeCredentialsInput,
): Promise<Record<string, unknown>> {
  const valid = validate(input);
  const current = await getPaymentSettings(db, PROVIDER);
  const currentSecret = (sealed: string | null | undefined) => (sealed ? secrets.decrypt(sealed) : null);
  await savePaymentSettings(
    db,
    {
      provider: PROVIDER,
      public_key: valid.public_key,
      environment: valid.environment,
      secret_key_enc: secrets.encrypt(valid.secret_key),
      webhook_secret_enc: input.webhook_secret
        ? secrets.encrypt(input.webhook_secret)
        : (current?.webhook_secret_enc ?? null),
    },
    input.version,
  );
  const secretChange = (stored: string | null | undefined, given: string | undefined) => {
    if (!given) return 'kept';
    return currentSecret(stored) === given ? 'unchanged' : 'replaced';
  };
  return {
    provider: PROVIDER,
    changes: changedFields(
      { public_key: current?.public_key ?? null, environment: current?.environment ?? null },
      { public_key: valid.public_key, environment: valid.environment },
    ),
    secret_key: secretChange(current?.secret_key_enc, valid.secret_key),
    webhook_secret: secretChange(current?.webhook_secret_enc, input.webhook_secret),
  };
}

/** The credentials as admins see them: secrets masked. */
export async function maskedStripeCredentials(
  db: Kysely<Database>,
  secrets: SecretBox,
): Promise<StripeCredentials> {
  const row = await getPaymentSettings(db, PROVIDER);
  const reveal = (sealed: string | null | undefined) => (sealed ? maskSecret(secrets.decrypt(sealed)) : '');
  return {
    public_key: row?.public_key ?? '',
    secret_key: reveal(row?.secret_key_enc),
    environment: row?.environment === 'live' ? 'live' : 'test',
    webhook_secret: reveal(row?.webhook_secret_enc),
    version: row?.version ?? 0,
  };
}

/** The webhook signing secret in clear, for signature checks only; null when none is configured. */
export async function stripeWebhookSecret(db: Kysely<Database>, secrets: SecretBox): Promise<string | null> {
  const row = await getPaymentSettings(db, PROVIDER);
  return row?.webhook_secret_enc ? secrets.decrypt(row.webhook_secret_enc) : null;
}
