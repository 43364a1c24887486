import {
  isStripeKey,
  type PaymentEnvironment,
  type StripeCredentials,
  stripeKeyMode,
} from '@bible-admin/contract';
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

/** A refusal of one field, in the screen's words for its code (`ruleWords`), English being the server's own. */
const refusals = {
  publishable_key_invalid: 'Publishable Key must start with pk_test_ or pk_live_',
  secret_key_invalid: 'Secret Key must start with sk_test_, sk_live_, rk_test_ or rk_live_',
  publishable_key_environment_mismatch:
    'Publishable Key does not match the Environment: a Test environment takes a pk_test_ key, Live a pk_live_ key',
  secret_key_environment_mismatch:
    'Secret Key does not match the Environment: a Test environment takes an sk_test_ or rk_test_ key, Live an sk_live_ or rk_live_ key',
} as const;
const refuse = (code: keyof typeof refusals) => new InvalidError(code, refusals[code]);

/**
 * The spec's rules and messages, shared by POST /api/stripe/credentials and the general settings call, and
 * the keys' shapes: each key of its kind, of the chosen environment's mode. A secret left out keeps
 * `storedSecret` (so changing the environment or the publishable key needs no re-typing), which must then
 * agree with the environment too.
 */
function validate(input: StripeCredentialsInput, storedSecret: string | null) {
  const environment = input.environment === undefined ? 'test' : input.environment;
  const secret = input.secret_key || storedSecret;
  if (!input.public_key || !secret || !environment)
    throw new InvalidError('settings_fields_required', 'Please fill all the fields');
  if (input.secret_key?.includes(MASK) || input.webhook_secret?.includes(MASK)) {
    throw new InvalidError('secret_key_masked', 'Secret Key should not contain "..."');
  }
  if (environment !== 'test' && environment !== 'live')
    throw new InvalidError('payment_environment_invalid', 'Environment must be test or live');
  if (!isStripeKey('public_key', input.public_key)) throw refuse('publishable_key_invalid');
  if (input.secret_key && !isStripeKey('secret_key', input.secret_key)) throw refuse('secret_key_invalid');
  if (stripeKeyMode('public_key', input.public_key) !== environment)
    throw refuse('publishable_key_environment_mismatch');
  if (stripeKeyMode('secret_key', secret) !== environment) throw refuse('secret_key_environment_mismatch');
  return {
    public_key: input.public_key,
    secret_key: input.secret_key || undefined,
    environment: environment as PaymentEnvironment,
  };
}

/**
 * Stores the credentials with the secrets sealed (an omitted secret keeps the stored one) and
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
  const current = await getPaymentSettings(db, PROVIDER);
  const currentSecret = (sealed: string | null | undefined) => (sealed ? secrets.decrypt(sealed) : null);
  const valid = validate(input, currentSecret(current?.secret_key_enc));
  await savePaymentSettings(
    db,
    {
      provider: PROVIDER,
      public_key: valid.public_key,
      environment: valid.environment,
      secret_key_enc: valid.secret_key
        ? secrets.encrypt(valid.secret_key)
        : (current?.secret_key_enc ?? null),
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
