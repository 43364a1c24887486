import { useMemo } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import { isHttpsUrl, isPhoneNumber, URL_MAX } from '@bible-admin/contract/plain';
import { publicLinkFields, settingsFields } from '@bible-admin/contract/labels';
import type { GeneralSettings, PaymentEnvironment, StripeCredentials } from '@bible-admin/contract';
import { Button, Card, TextArea, TextField } from '@bible-admin/ui';
import styled from 'styled-components';
import { ContentPage, LoadErrorPanel } from '../../internal/ContentPage';
import { FormSkeleton } from '../../internal/FormSkeleton';
import { controlProps, Fields, Footer, Wide, sameInitialValues } from '../../internal/FormLayout';
import { DirtySpy, useAnyDirty, type DirtyChange } from '../../internal/DirtySpy';
import { IDLE, SaveOutcome, type SaveState } from '../../internal/SaveState';
import { UrlField } from '../../internal/UrlField';
import { useScreenMessages } from '../../messages';
import {
  type ConflictField,
  ConflictNotice,
  type SaveConflict,
  useConflictForm,
} from '../common/ConflictNotice';
import { settingsMessages, type SettingsMessages } from './messages';
import { CardForm } from './CardForm';
import { StripeCard } from './StripeCard';
import {
  SecurityPolicyCard,
  type TwoFactorPolicy,
  type TwoFactorPolicySubmission,
} from './SecurityPolicyCard';

/** What Save Changes hands over: the body of POST /api/admin/update-general-settings without the stripe_* fields. */
export interface GeneralSettingsSubmission extends GeneralValues {
  id: string;
}

/** What Save Stripe Settings hands over: the body of POST /api/stripe/credentials (no secret: keep the stored one). */
export interface StripeSettingsSubmission {
  public_key: string;
  secret_key?: string;
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
  /** The two-factor policy (Security card, issue 32); absent: no such card. */
  security?: TwoFactorPolicy | null;
  securitySave?: SaveState;
  securityConflict?: SaveConflict<TwoFactorPolicy, TwoFactorPolicySubmission> | null;
  onSaveSecurity?: (values: TwoFactorPolicySubmission) => void;
  onRetry?: () => void;
  /** Told each time the page gains or loses unsaved changes, in either form (the app guards leaving the page). */
  onDirtyChange?: DirtyChange;
}

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

/**
 * General settings (contact number, e-mail, description and the public site's links) and the Stripe credentials
 * (the stored secret shown masked), each a card with its own save state, after one load of both.
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
  security,
  securitySave = IDLE,
  securityConflict,
  onSaveSecurity,
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
        {security && onSaveSecurity && (
          <SecurityPolicyCard
            words={words}
            policy={security}
            save={securitySave}
            conflict={securityConflict}
            onSave={onSaveSecurity}
            onDirtyChange={dirtyOf('security')}
          />
        )}
      </Cards>
    </ContentPage>
  );
}

/** The general settings' editable fields, each a string (a field left empty is ''). */
type GeneralValues = Record<(typeof settingsFields)[number], string>;

const generalValuesOf = (settings: GeneralSettings | null | undefined): GeneralValues =>
  Object.fromEntries(settingsFields.map((field) => [field, settings?.[field] ?? ''])) as GeneralValues;

/** An e-mail address, a phone number and each link, when given, look like one. */
function validateGeneral(values: GeneralValues, words: SettingsMessages) {
  const email = values.contact_email?.trim() ?? '';
  const phone = values.contact_number?.trim() ?? '';
  const badLinks = publicLinkFields.filter((field) => {
    const link = values[field]?.trim() ?? '';
    return link !== '' && !isHttpsUrl(link);
  });
  return {
    ...(email !== '' && !EMAIL.test(email) ? { contact_email: words.invalidEmail } : {}),
    ...(phone !== '' && !isPhoneNumber(phone) ? { contact_number: words.invalidPhone } : {}),
    ...Object.fromEntries(badLinks.map((field) => [field, words.invalidLink(words.labels[field])])),
  };
}

/** The values as sent: one-line fields trimmed, the description as typed. */
const toGeneralSubmission = (id: string, values: GeneralValues): GeneralSettingsSubmission => ({
  id,
  ...(Object.fromEntries(
    settingsFields.map((field) => [
      field,
      field === 'description' ? (values[field] ?? '') : (values[field]?.trim() ?? ''),
    ]),
  ) as GeneralValues),
});

/** What the general settings' conflict notice compares: every field by its label, theirs and the form's. */
const generalConflictFields = (
  theirs: GeneralValues,
  yours: GeneralValues,
  words: SettingsMessages,
): ConflictField[] =>
  settingsFields.map((field) => ({ label: words.labels[field], theirs: theirs[field], yours: yours[field] }));

const LinksHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

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
        validate={(values) => validateGeneral(values, words)}
        onSubmit={(values) => onSave(toGeneralSubmission(settings?._id ?? '', values))}
        render={({ handleSubmit, form, values }) => (
          <CardForm onSubmit={handleSubmit} noValidate aria-label={words.generalTitle}>
            <DirtySpy onDirtyChange={onDirtyChange} />
            <SaveOutcome state={save} savedMessage={words.generalSaved} />
            {conflict && (
              <ConflictNotice
                key={conflict.theirs.version}
                saved={conflict.saved}
                fields={generalConflictFields(generalValuesOf(conflict.theirs), values, words)}
                busy={saving}
                onLoadTheirs={() => resolve.loadTheirs(form, generalValuesOf(conflict.theirs), conflict)}
                onOverwrite={() =>
                  resolve.overwrite(form, (values) =>
                    conflict.onOverwrite(toGeneralSubmission(settings?._id ?? '', values)),
                  )
                }
              />
            )}
            <Fields>
              <FinalField<string> name="contact_number">
                {({ input, meta }) => (
                  <TextField
                    {...controlProps(input)}
                    type="tel"
                    label={words.labels.contact_number}
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
                    label={words.labels.contact_email}
                    autoComplete="email"
                    error={meta.touched || meta.submitFailed ? meta.error : undefined}
                  />
                )}
              </FinalField>
              <Wide>
                <FinalField<string> name="description">
                  {({ input }) => (
                    <TextArea
                      {...controlProps(input)}
                      label={words.labels.description}
                      helpText={words.descriptionHelp}
                      rows={4}
                      dir="auto"
                    />
                  )}
                </FinalField>
              </Wide>
              <Wide>
                <LinksHint>{words.linksHelp}</LinksHint>
              </Wide>
              {publicLinkFields.map((field) => (
                <UrlField key={field} name={field} label={words.labels[field]} maxLength={URL_MAX} />
              ))}
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
