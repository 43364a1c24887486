import { useMemo } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import type { StripeCredentials } from '@bible-admin/contract';
import { Banner, Button, Card, Select, TextField } from '@bible-admin/ui';
import { controlProps, Fields, Footer, Wide, sameInitialValues } from '../../internal/FormLayout';
import { DirtySpy, type DirtyChange } from '../../internal/DirtySpy';
import { SaveOutcome, type SaveState } from '../../internal/SaveState';
import { ConflictNotice, type SaveConflict, useConflictForm } from '../common/ConflictNotice';
import { CardForm } from './CardForm';
import type { SettingsMessages } from './messages';
import { SecretKeyField } from './SecretKeyField';
import type { StripeSettingsSubmission } from './Settings';
import {
  stripeConflictFields,
  stripeValuesOf,
  toStripeSubmission,
  validateStripe,
  type StripeValues,
} from './stripeValues';

/** The Stripe settings' fields; `empty…` outlines a key left empty when the save asked for all fields. */
function StripeFields({
  words,
  masked,
  emptyPublicKey,
  emptySecretKey,
}: {
  words: SettingsMessages;
  masked: string;
  emptyPublicKey?: true;
  emptySecretKey?: true;
}) {
  const environments = useMemo(
    () => [
      { value: 'test', label: words.environmentTest },
      { value: 'live', label: words.environmentLive },
    ],
    [words],
  );
  return (
    <>
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
          {({ input, meta }) => (
            <TextField
              {...controlProps(input)}
              label={words.publishableKey}
              required
              aria-invalid={emptyPublicKey}
              error={meta.submitFailed && !meta.dirtySinceLastSubmit ? meta.error : undefined}
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
              labels={{ show: words.showSecretKey, hide: words.hideSecretKey }}
              required
              aria-invalid={emptySecretKey}
              helpText={masked && input.value === masked ? words.secretKeyHelp : undefined}
              error={meta.submitFailed && !meta.dirtySinceLastSubmit ? meta.error : undefined}
            />
          )}
        </FinalField>
      </Wide>
    </>
  );
}

/** The Stripe credentials' card: environment and both keys, the stored secret shown masked. */
export function StripeCard({
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
  const initialValues = useMemo(() => stripeValuesOf(credentials), [credentials]);
  const masked = credentials?.secret_key ?? '';
  const resolve = useConflictForm();
  const saving = save.status === 'saving';
  return (
    <Card title={words.stripeTitle}>
      <Form<StripeValues>
        initialValues={initialValues}
        initialValuesEqual={sameInitialValues}
        validate={(values) => validateStripe(values, words, masked)}
        onSubmit={(values) => onSave(toStripeSubmission(values, masked))}
        render={({ handleSubmit, form, error, submitFailed, dirtySinceLastSubmit, values }) => {
          // A validation failure is shown from the press of the button until the next edit, like a server error.
          const formError = submitFailed && !dirtySinceLastSubmit ? (error as string | undefined) : undefined;
          // The banner says 'fill all the fields'; the empty ones are outlined in red, as any invalid field.
          const empty = (name: 'public_key' | 'secret_key') =>
            formError === words.rules.settings_fields_required && !values[name]?.trim() ? true : undefined;
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
                  saved={conflict.saved}
                  fields={stripeConflictFields(stripeValuesOf(conflict.theirs), initialValues, values, words)}
                  busy={saving}
                  onLoadTheirs={() => resolve.loadTheirs(form, stripeValuesOf(conflict.theirs), conflict)}
                  onOverwrite={() =>
                    resolve.overwrite(form, (values) =>
                      conflict.onOverwrite(toStripeSubmission(values, masked)),
                    )
                  }
                />
              )}
              <Fields>
                <StripeFields
                  words={words}
                  masked={masked}
                  emptyPublicKey={empty('public_key')}
                  emptySecretKey={empty('secret_key')}
                />
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
