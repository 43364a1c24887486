import { FORM_ERROR } from 'final-form';
import { useMemo } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import { isPhoneNumber } from '@bible-admin/contract/plain';
import type { GeneralSettings, PaymentEnvironment, StripeCredentials } from '@bible-admin/contract';
import { Banner, Button, Card, Select, TextArea, TextField } from '@bible-admin/ui';
import styled from 'styled-components';
import { ContentPage, LoadErrorPanel } from '../../internal/ContentPage';
import { FormSkeleton } from '../../internal/FormSkeleton';
import { controlProps, Fields, Footer, Wide, sameInitialValues } from '../../internal/FormLayout';
import { DirtySpy, useAnyDirty, type DirtyChange } from '../../internal/DirtySpy';
import { IDLE, SaveOutcome, type SaveState } from '../../internal/SaveState';
import { useScreenMessages } from '../../messages';
import {
  type ConflictField,
  ConflictNotice,
  type SaveConflict,
  useConflictForm,
} from '../common/ConflictNotice';
import { settingsMessages, type SettingsMessages } from './messages';
import { SecretKeyField } from './SecretKeyField';

/** What Save Changes hands over: the body of POST /api/admin/update-general-settings without the stripe_* fields. */
export interface GeneralSettingsSubmission {
  id: string;
  contact_number: string;
  contact_email: string;
  description: string;
}

/** What Save Stripe Settings hands over: the body of POST /api/stripe/credentials. */
export interface StripeSettingsSubmission {
  public_key: string;
  secret_key: string;
  environment: PaymentEnvironment;
}

export interface SettingsProps {
  /** 'error' when either load (GET /api/help-and-support, GET /api/stripe/credentials) failed. */
  status: 'loading' | 'error' | 'ready';
  general?: GeneralSettings | null;
  /** As the server shows them: the secret masked with '...'. */
  stripe?: StripeCredentials | null;
  /** The load failure, in the red banner at the top; the default is 'Failed to load settings'. */
  loadError?: string | null;
  generalSave?: SaveState;
  stripeSave?: SaveState;
  /** Someone else saved the contact details (or the Stripe settings) since they were loaded. */
  generalConflict?: SaveConflict<GeneralSettings, GeneralSettingsSubmission> | null;
  stripeConflict?: SaveConflict<StripeCredentials, StripeSettingsSubmission> | null;
  onSaveGeneral: (values: GeneralSettingsSubmission) => void;
  onSaveStripe: (values: StripeSettingsSubmission) => void;
  onRetry?: () => void;
  /** Told each time the page gains or loses unsaved changes, in either form (the app guards leaving the page). */
  onDirtyChange?: DirtyChange;
}

/** The secret as the server masks it: the part that tells a stored key from a typed one. */
const MASK = '...';
/** Enough to catch a slip (a missing '@' or domain); the server checks the address again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const Cards = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  @container (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const CardForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/**
 * General settings (contact number, e-mail and description) and the Stripe credentials (the stored
 * secret shown masked), each a card with its own save state, after one load of both.
 */
export function Settings({
  status,
  general,
  stripe,
  loadError,
  generalSave = IDLE,
  stripeSave = IDLE,
  generalConflict,
  stripeConflict,
  onSaveGeneral,
  onSaveStripe,
  onRetry,
  onDirtyChange,
}: SettingsProps) {
  const words = useScreenMessages(settingsMessages);
  const dirtyOf = useAnyDirty(onDirtyChange);

  if (status === 'loading') {
    return (
      <ContentPage title={words.title} busy>
        <FormSkeleton
          label={words.loading}
          cards={[
            { title: words.generalTitle, fields: ['half', 'half', 'tall'] },
            { title: words.stripeTitle, fields: ['half', 'wide', 'wide'] },
          ]}
        />
      </ContentPage>
    );
  }
  if (status === 'error') {
    return (
      <ContentPage title={words.title}>
        <LoadErrorPanel message={loadError || words.loadError} retryLabel={words.retry} onRetry={onRetry} />
      </ContentPage>
    );
  }
  return (
    <ContentPage title={words.title}>
      <Cards>
        <GeneralCard
          words={words}
          settings={general}
          save={generalSave}
          conflict={generalConflict}
          onSave={onSaveGeneral}
          onDirtyChange={dirtyOf('general')}
        />
        <StripeCard
          words={words}
          credentials={stripe}
          save={stripeSave}
          conflict={stripeConflict}
          onSave={onSaveStripe}
          onDirtyChange={dirtyOf('stripe')}
        />
      </Cards>
    </ContentPage>
  );
}

interface GeneralValues {
  contact_number: string;
  contact_email: string;
  description: string;
}

const generalValuesOf = (settings: GeneralSettings | null | undefined): GeneralValues => ({
  contact_number: settings?.contact_number ?? '',
  contact_email: settings?.contact_email ?? '',
  description: settings?.description ?? '',
});

/** What the contact details' conflict notice compares: their stored details and the form's values. */
const generalConflictFields = (
  theirs: GeneralValues,
  yours: GeneralValues,
  words: SettingsMessages,
): ConflictField[] => [
  { label: words.contactNumber, theirs: theirs.contact_number, yours: yours.contact_number },
  { label: words.contactEmail, theirs: theirs.contact_email, yours: yours.contact_email },
  { label: words.description, theirs: theirs.description, yours: yours.description },
];

function GeneralCard({
  words,
  settings,
  save,
  conflict,
  onSave,
  onDirtyChange,
}: {
  words: SettingsMessages;
  settings?: GeneralSettings | null;
  save: SaveState;
  conflict?: SaveConflict<GeneralSettings, GeneralSettingsSubmission> | null;
  onSave: (values: GeneralSettingsSubmission) => void;
  onDirtyChange: DirtyChange;
}) {
  const initialValues = useMemo(() => generalValuesOf(settings), [settings]);
  const resolve = useConflictForm();
  const saving = save.status === 'saving';
  return (
    <Card title={words.generalTitle}>
      <Form<GeneralValues>
        initialValues={initialValues}
        initialValuesEqual={sameInitialValues}
        validate={(values) => {
          const email = values.contact_email?.trim() ?? '';
          const phone = values.contact_number?.trim() ?? '';
          return {
            ...(email !== '' && !EMAIL.test(email) ? { contact_email: words.invalidEmail } : {}),
            ...(phone !== '' && !isPhoneNumber(phone) ? { contact_number: words.invalidPhone } : {}),
          };
        }}
        onSubmit={(values) =>
          resolve.pick(
            onSave,
            conflict,
          )({
            id: settings?._id ?? '',
            contact_number: values.contact_number?.trim() ?? '',
            contact_email: values.contact_email?.trim() ?? '',
            description: values.description ?? '',
          })
        }
        render={({ handleSubmit, form, values }) => (
          <CardForm onSubmit={handleSubmit} noValidate aria-label={words.generalTitle}>
            <DirtySpy onDirtyChange={onDirtyChange} />
            <SaveOutcome state={save} savedMessage={words.generalSaved} />
            {conflict && (
              <ConflictNotice
                key={conflict.theirs.version}
                fields={generalConflictFields(generalValuesOf(conflict.theirs), values, words)}
                busy={saving}
                onLoadTheirs={() => resolve.loadTheirs(form, generalValuesOf(conflict.theirs), conflict)}
                onOverwrite={() => resolve.overwrite(form)}
              />
            )}
            <Fields>
              <FinalField<string> name="contact_number">
                {({ input, meta }) => (
                  <TextField
                    {...controlProps(input)}
                    type="tel"
                    label={words.contactNumber}
                    autoComplete="tel"
                    error={meta.touched || meta.submitFailed ? meta.error : undefined}
                  />
                )}
              </FinalField>
              <FinalField<string> name="contact_email">
                {({ input, meta }) => (
                  <TextField
                    {...controlProps(input)}
                    type="email"
                    label={words.contactEmail}
                    autoComplete="email"
                    error={meta.touched || meta.submitFailed ? meta.error : undefined}
                  />
                )}
              </FinalField>
              <Wide>
                <FinalField<string> name="description">
                  {({ input }) => (
                    <TextArea {...controlProps(input)} label={words.description} rows={4} dir="auto" />
                  )}
                </FinalField>
              </Wide>
            </Fields>
            <Footer>
              <Button type="submit" busy={saving} busyLabel={words.saving}>
                {words.saveGeneral}
              </Button>
            </Footer>
          </CardForm>
        )}
      />
    </Card>
  );
}

interface StripeValues {
  environment: string;
  public_key: string;
  secret_key: string;
}

const stripeValuesOf = (credentials: StripeCredentials | null | undefined): StripeValues => ({
  environment: credentials?.environment ?? 'test',
  public_key: credentials?.public_key ?? '',
  secret_key: credentials?.secret_key ?? '',
});

/** What the Stripe settings' conflict notice compares; the secret key only by whether each side replaced it. */
function stripeConflictFields(
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

function StripeCard({
  words,
  credentials,
  save,
  conflict,
  onSave,
  onDirtyChange,
}: {
  words: SettingsMessages;
  credentials?: StripeCredentials | null;
  save: SaveState;
  conflict?: SaveConflict<StripeCredentials, StripeSettingsSubmission> | null;
  onSave: (values: StripeSettingsSubmission) => void;
  onDirtyChange: DirtyChange;
}) {
  const masked = credentials?.secret_key ?? '';
  const initialValues = useMemo(() => stripeValuesOf(credentials), [credentials]);
  const resolve = useConflictForm();
  const environments = useMemo(
    () => [
      { value: 'test', label: words.environmentTest },
      { value: 'live', label: words.environmentLive },
    ],
    [words],
  );
  const saving = save.status === 'saving';
  return (
    <Card title={words.stripeTitle}>
      <Form<StripeValues>
        initialValues={initialValues}
        initialValuesEqual={sameInitialValues}
        validate={(values) => {
          // The server's rules, in the server's words, checked before the call.
          const publicKey = values.public_key?.trim() ?? '';
          const secretKey = values.secret_key?.trim() ?? '';
          if (!publicKey || !secretKey || !values.environment) return { [FORM_ERROR]: words.fillAllFields };
          if (secretKey.includes(MASK)) return { secret_key: words.secretHasDots };
          return {};
        }}
        onSubmit={(values) =>
          resolve.pick(
            onSave,
            conflict,
          )({
            public_key: values.public_key.trim(),
            secret_key: values.secret_key.trim(),
            environment: values.environment as PaymentEnvironment,
          })
        }
        render={({ handleSubmit, form, error, submitFailed, dirtySinceLastSubmit, values }) => {
          // A validation failure is shown from the press of the button until the next edit, like a server error.
          const formError = submitFailed && !dirtySinceLastSubmit ? (error as string | undefined) : undefined;
          // The banner says 'fill all the fields'; the empty ones are outlined in red, as any invalid field.
          const empty = (name: 'public_key' | 'secret_key') =>
            formError === words.fillAllFields && !values[name]?.trim() ? true : undefined;
          return (
            <CardForm onSubmit={handleSubmit} noValidate aria-label={words.stripeTitle}>
              <DirtySpy onDirtyChange={onDirtyChange} />
              {formError ? (
                <Banner type="error" closable={false} autoCloseMs={null}>
                  {formError}
                </Banner>
              ) : (
                <SaveOutcome state={save} savedMessage={words.stripeSaved} />
              )}
              {conflict && (
                <ConflictNotice
                  key={conflict.theirs.version}
                  fields={stripeConflictFields(stripeValuesOf(conflict.theirs), initialValues, values, words)}
                  busy={saving}
                  onLoadTheirs={() => resolve.loadTheirs(form, stripeValuesOf(conflict.theirs), conflict)}
                  onOverwrite={() => resolve.overwrite(form)}
                />
              )}
              <Fields>
                <FinalField<string> name="environment">
                  {({ input }) => (
                    <Select
                      name={input.name}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      onFocus={input.onFocus}
                      label={words.environment}
                      required
                      options={environments}
                    />
                  )}
                </FinalField>
                <Wide>
                  <FinalField<string> name="public_key">
                    {({ input }) => (
                      <TextField
                        {...controlProps(input)}
                        label={words.publishableKey}
                        required
                        aria-invalid={empty('public_key')}
                        dir="ltr"
                        autoComplete="off"
                        spellCheck={false}
                      />
                    )}
                  </FinalField>
                </Wide>
                <Wide>
                  <FinalField<string> name="secret_key">
                    {({ input, meta }) => (
                      <SecretKeyField
                        {...controlProps(input)}
                        masked={masked}
                        label={words.secretKey}
                        required
                        aria-invalid={empty('secret_key')}
                        helpText={masked && input.value === masked ? words.secretKeyHelp : undefined}
                        error={meta.submitFailed && !meta.dirtySinceLastSubmit ? meta.error : undefined}
                      />
                    )}
                  </FinalField>
                </Wide>
              </Fields>
              <Footer>
                <Button type="submit" busy={saving} busyLabel={words.saving}>
                  {words.saveStripe}
                </Button>
              </Footer>
            </CardForm>
          );
        }}
      />
    </Card>
  );
}
