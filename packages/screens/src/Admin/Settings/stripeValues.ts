import { FORM_ERROR } from 'final-form';
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

/** The server's rules, in the server's words, checked before the call. */
export function validateStripe(values: StripeValues, words: SettingsMessages) {
  const publicKey = values.public_key?.trim() ?? '';
  const secretKey = values.secret_key?.trim() ?? '';
  if (!publicKey || !secretKey || !values.environment)
    return { [FORM_ERROR]: words.rules.settings_fields_required };
  if (secretKey.includes(MASK)) return { secret_key: words.rules.secret_key_masked };
  return {};
}

export const toStripeSubmission = (values: StripeValues): StripeSettingsSubmission => ({
  public_key: values.public_key.trim(),
  secret_key: values.secret_key.trim(),
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
