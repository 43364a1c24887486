import { FORM_ERROR } from 'final-form';
import { isStripeKey, stripeKeyMode } from '@bible-admin/contract/plain';
import type { PaymentEnvironment, StripeCredentials } from '@bible-admin/contract';
import type { ConflictField } from '../common/ConflictNotice';
import type { SettingsMessages } from './messages';
import type { StripeSettingsSubmission } from './Settings';

/** The secret as the server masks it: the part that tells a stored key from a typed one. */
const MASK = '...';

/** What the Stripe settings' form holds. */
export interface StripeValues {
  environment: string;
  public_key: string;
  secret_key: string;
}

export const stripeValuesOf = (credentials: StripeCredentials | null | undefined): StripeValues => ({
  environment: credentials?.environment ?? 'test',
  public_key: credentials?.public_key ?? '',
  secret_key: credentials?.secret_key ?? '',
});

/** The form still holds the stored secret as the server masked it: the save keeps that secret. */
const keepsSecret = (values: StripeValues, masked: string) =>
  masked !== '' && values.secret_key?.trim() === masked;

/**
 * The server's rules, in the server's words, checked before the call: all fields filled, each key of its kind
 * and of the environment's mode; a kept secret by the mode its mask shows ('sk_live...7b3d').
 */
export function validateStripe(values: StripeValues, words: SettingsMessages, masked: string) {
  const publicKey = values.public_key?.trim() ?? '';
  const secretKey = values.secret_key?.trim() ?? '';
  const environment = values.environment;
  if (!publicKey || !secretKey || !environment) return { [FORM_ERROR]: words.rules.settings_fields_required };
  const kept = keepsSecret(values, masked);
  const secretMode = stripeKeyMode('secret_key', secretKey);
  return {
    ...(!isStripeKey('public_key', publicKey)
      ? { public_key: words.rules.publishable_key_invalid }
      : stripeKeyMode('public_key', publicKey) !== environment
        ? { public_key: words.rules.publishable_key_environment_mismatch }
        : {}),
    ...(!kept && secretKey.includes(MASK)
      ? { secret_key: words.rules.secret_key_masked }
      : !kept && !isStripeKey('secret_key', secretKey)
        ? { secret_key: words.rules.secret_key_invalid }
        : secretMode !== null && secretMode !== environment
          ? { secret_key: words.rules.secret_key_environment_mismatch }
          : {}),
  };
}

/** The body of the save; the secret is left out while the form holds the stored one, so the server keeps it. */
export const toStripeSubmission = (values: StripeValues, masked: string): StripeSettingsSubmission => ({
  public_key: values.public_key.trim(),
  ...(keepsSecret(values, masked) ? {} : { secret_key: values.secret_key.trim() }),
  environment: values.environment as PaymentEnvironment,
});

/** What the Stripe settings' conflict notice compares; the secret key only by whether each side replaced it. */
export function stripeConflictFields(
  theirs: StripeValues,
  loaded: StripeValues,
  yours: StripeValues,
  words: SettingsMessages,
): ConflictField[] {
  const environment = (value: string) => (value === 'live' ? words.environmentLive : words.environmentTest);
  return [
    {
      label: words.environment,
      theirs: environment(theirs.environment),
      yours: environment(yours.environment),
    },
    { label: words.publishableKey, theirs: theirs.public_key, yours: yours.public_key },
    {
      label: words.secretKey,
      changed: {
        theirs: theirs.secret_key !== loaded.secret_key,
        yours: yours.secret_key !== loaded.secret_key,
      },
    },
  ];
}
