import { useEffect, useMemo } from 'react';
import { Field as FinalField, Form, FormSpy } from 'react-final-form';
import type { FormApi } from 'final-form';
import styled from 'styled-components';
import type { CurrentUser, User } from '@bible-admin/contract';
import { Button, Card, PasswordField, TextField, type PasswordScore } from '@bible-admin/ui';
import { ContentPage, LoadErrorPanel } from '../../internal/ContentPage';
import { FormSkeleton } from '../../internal/FormSkeleton';
import { controlProps, Fields, Footer, Wide, sameInitialValues } from '../../internal/FormLayout';
import { DirtySpy, useAnyDirty, type DirtyChange } from '../../internal/DirtySpy';
import { WithStrength } from '../../internal/WithStrength';
import { IDLE, SaveOutcome, type SaveState } from '../../internal/SaveState';
import { useScreenMessages } from '../../messages';
import { ConflictNotice, type SaveConflict, useConflictForm } from '../common/ConflictNotice';
import { profileMessages, type ProfileMessages } from './messages';
import { ProfilePhoto } from './ProfilePhoto';
import { SessionsCard, type SessionsCardProps } from './SessionsCard';
import { SecurityCard, type SecurityCardProps } from '../TwoFactor/SecurityCard';

/** What Save Changes hands over: the multipart body of POST /api/admin/update-profile (the e-mail is not editable). */
export interface ProfileSubmission {
  first_name: string;
  last_name: string;
  /** Only when a new photo was chosen. */
  profile_pic?: File;
}

/** What Update Password hands over: the body of POST /api/admin/change-password. */
export interface PasswordChangeSubmission {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export interface ProfileProps {
  /** 'loading' until the signed-in admin is known; 'error' when they could not be read. */
  status: 'loading' | 'error' | 'ready';
  /** The server's words when `status` is 'error' (else the screen's own). */
  loadError?: string | null;
  onRetry?: () => void;
  /** The signed-in admin (current_user). */
  user: User | null;
  profileSave?: SaveState;
  /** 'error' with the server's words, e.g. 'Current password is incorrect'. */
  passwordSave?: SaveState;
  /** Someone else saved the profile (the same admin elsewhere) since it was loaded. */
  profileConflict?: SaveConflict<CurrentUser, ProfileSubmission> | null;
  onSaveProfile: (values: ProfileSubmission) => void;
  onChangePassword: (values: PasswordChangeSubmission) => void;
  /** Told what New Password holds as it is typed, so the app can score it (`newPasswordScore`). */
  onNewPasswordChange?: (password: string) => void;
  /** The strength meter's level for what New Password holds; null while empty or not known yet. */
  newPasswordScore?: PasswordScore | null;
  /** Told each time the page gains or loses unsaved changes, in either form (the app guards leaving the page). */
  onDirtyChange?: DirtyChange;
  /** "Where you're signed in": the admin's sessions, below the password (absent: no such card). */
  sessions?: SessionsCardProps;
  /** Two-factor sign-in (issue 32), below the password (absent: no such card). */
  security?: SecurityCardProps;
}

/** The contract's limits for a new password. */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;

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
 * The signed-in admin's profile: photo, first and last name (the e-mail is read-only) and, in a card of
 * its own, the password change; each form has its own save state.
 */
export function Profile({
  status,
  loadError,
  onRetry,
  user,
  profileSave = IDLE,
  passwordSave = IDLE,
  profileConflict,
  onSaveProfile,
  onChangePassword,
  onNewPasswordChange,
  newPasswordScore = null,
  onDirtyChange,
  sessions,
  security,
}: ProfileProps) {
  const words = useScreenMessages(profileMessages);
  const dirtyOf = useAnyDirty(onDirtyChange);
  if (status === 'error') {
    return (
      <ContentPage title={words.title}>
        <LoadErrorPanel message={loadError || words.loadError} retryLabel={words.retry} onRetry={onRetry} />
      </ContentPage>
    );
  }
  if (status === 'loading' || !user) {
    return (
      <ContentPage title={words.title} busy>
        <FormSkeleton
          label={words.loading}
          cards={[
            { title: words.profileTitle, photo: true, fields: ['half', 'half', 'wide'] },
            { title: words.passwordTitle, fields: ['wide', 'half', 'half'] },
          ]}
        />
      </ContentPage>
    );
  }
  return (
    <ContentPage title={words.title}>
      <Cards>
        <ProfileCard
          words={words}
          user={user}
          save={profileSave}
          conflict={profileConflict}
          onSave={onSaveProfile}
          onDirtyChange={dirtyOf('profile')}
        />
        <PasswordCard
          words={words}
          save={passwordSave}
          onSave={onChangePassword}
          onNewPasswordChange={onNewPasswordChange}
          score={newPasswordScore}
          onDirtyChange={dirtyOf('password')}
        />
        {security && <SecurityCard {...security} />}
        {sessions && <SessionsCard {...sessions} />}
      </Cards>
    </ContentPage>
  );
}

interface ProfileValues {
  first_name: string;
  last_name: string;
  profile_pic: File | null;
}

/** What Save hands over: the names trimmed, the photo only when one was chosen. */
const profileSubmission = (values: ProfileValues): ProfileSubmission => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name?.trim() ?? '',
  ...(values.profile_pic ? { profile_pic: values.profile_pic } : {}),
});

function ProfileCard({
  words,
  user,
  save,
  conflict,
  onSave,
  onDirtyChange,
}: {
  words: ProfileMessages;
  user: User;
  save: SaveState;
  conflict?: SaveConflict<CurrentUser, ProfileSubmission> | null;
  onSave: (values: ProfileSubmission) => void;
  onDirtyChange: DirtyChange;
}) {
  const resolve = useConflictForm();
  // A saved profile comes back as a new user: the form takes its names and drops the chosen file.
  const initialValues = useMemo<ProfileValues>(
    () => ({ first_name: user.first_name, last_name: user.last_name, profile_pic: null }),
    [user],
  );
  const saving = save.status === 'saving';
  return (
    <Card title={words.profileTitle}>
      <Form<ProfileValues>
        initialValues={initialValues}
        initialValuesEqual={sameInitialValues}
        validate={(values) => (values.first_name?.trim() ? {} : { first_name: words.firstNameRequired })}
        onSubmit={(values) => onSave(profileSubmission(values))}
        render={({ handleSubmit, form, values }) => (
          <CardForm onSubmit={handleSubmit} noValidate aria-label={words.profileTitle}>
            <DirtySpy onDirtyChange={onDirtyChange} />
            <SaveOutcome state={save} savedMessage={words.profileSaved} />
            {conflict && (
              <ConflictNotice
                key={conflict.theirs.version}
                saved={conflict.saved}
                fields={[
                  { label: words.firstName, theirs: conflict.theirs.first_name, yours: values.first_name },
                  { label: words.lastName, theirs: conflict.theirs.last_name, yours: values.last_name },
                  {
                    label: words.photo,
                    changed: {
                      theirs: conflict.theirs.profile_pic !== user.profile_pic,
                      yours: Boolean(values.profile_pic),
                    },
                  },
                ]}
                busy={saving}
                onLoadTheirs={() =>
                  resolve.loadTheirs(
                    form,
                    {
                      first_name: conflict.theirs.first_name,
                      last_name: conflict.theirs.last_name,
                      profile_pic: null,
                    },
                    conflict,
                  )
                }
                onOverwrite={() =>
                  resolve.overwrite(form, (values) => conflict.onOverwrite(profileSubmission(values)))
                }
              />
            )}
            <FinalField<File | null> name="profile_pic">
              {({ input }) => (
                <ProfilePhoto
                  name={user.name}
                  email={user.email}
                  current={user.profile_pic}
                  chosen={input.value || null}
                  onChoose={input.onChange}
                  disabled={saving}
                  words={words}
                />
              )}
            </FinalField>
            <Fields>
              <FinalField<string> name="first_name">
                {({ input, meta }) => (
                  <TextField
                    {...controlProps(input)}
                    label={words.firstName}
                    required
                    autoComplete="given-name"

                    error={meta.touched || meta.submitFailed ? meta.error : undefined}
                  />
                )}
              </FinalField>
              <FinalField<string> name="last_name">
                {({ input }) => (
                  <TextField {...controlProps(input)} label={words.lastName} autoComplete="family-name" />
                )}
              </FinalField>
              <Wide>
                <TextField
                  type="email"
                  label={words.email}
                  value={user.email}
                  readOnly
                  helpText={words.emailHelp}
                />
              </Wide>
            </Fields>
            <Footer>
              <Button type="submit" busy={saving} busyLabel={words.saving}>
                {words.saveProfile}
              </Button>
            </Footer>
          </CardForm>
        )}
      />
    </Card>
  );
}

interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const EMPTY_PASSWORDS: PasswordValues = { current_password: '', new_password: '', confirm_password: '' };

function validatePasswords(values: PasswordValues, words: ProfileMessages) {
  const errors: Partial<Record<keyof PasswordValues, string>> = {};
  const current = values.current_password ?? '';
  const next = values.new_password ?? '';
  const confirm = values.confirm_password ?? '';
  if (!current) errors.current_password = words.currentRequired;
  if (!next) errors.new_password = words.newRequired;
  else if (next.length < PASSWORD_MIN) errors.new_password = words.newTooShort;
  else if (next.length > PASSWORD_MAX) errors.new_password = words.newTooLong;
  if (!confirm) errors.confirm_password = words.confirmRequired;
  else if (confirm !== next) errors.confirm_password = words.rules.password_confirmation_mismatch;
  return errors;
}

/** Empties the password form once the app reports the change saved: the old passwords must not linger on screen. */
function ClearWhenSaved({ save, form }: { save: SaveState; form: FormApi<PasswordValues> }) {
  useEffect(() => {
    if (save.status === 'saved') form.restart(EMPTY_PASSWORDS);
  }, [save, form]);
  return null;
}

function PasswordCard({
  words,
  save,
  onSave,
  onNewPasswordChange,
  score,
  onDirtyChange,
}: {
  words: ProfileMessages;
  save: SaveState;
  onSave: (values: PasswordChangeSubmission) => void;
  onNewPasswordChange?: (password: string) => void;
  score: PasswordScore | null;
  onDirtyChange: DirtyChange;
}) {
  const saving = save.status === 'saving';
  return (
    <Card title={words.passwordTitle}>
      <Form<PasswordValues>
        initialValues={EMPTY_PASSWORDS}
        validate={(values) => validatePasswords(values, words)}
        // Passwords are sent as typed: spaces may be part of them.
        onSubmit={(values) => onSave({ ...values })}
        render={({ handleSubmit, form }) => (
          <CardForm onSubmit={handleSubmit} noValidate aria-label={words.passwordTitle}>
            <DirtySpy onDirtyChange={onDirtyChange} />
            <ClearWhenSaved save={save} form={form} />
            {onNewPasswordChange && (
              <FormSpy<PasswordValues>
                subscription={{ values: true }}
                onChange={({ values }) => onNewPasswordChange(values.new_password ?? '')}
              />
            )}
            <SaveOutcome state={save} savedMessage={words.passwordUpdated} />
            <Fields>
              <Wide>
                <FinalField<string> name="current_password">
                  {({ input, meta }) => (
                    <PasswordField
                      {...controlProps(input)}
                      label={words.currentPassword}
                      required
                      autoComplete="current-password"
                      error={meta.touched || meta.submitFailed ? meta.error : undefined}
                    />
                  )}
                </FinalField>
              </Wide>
              <WithStrength score={score}>
                <FinalField<string> name="new_password">
                  {({ input, meta }) => (
                    <PasswordField
                      {...controlProps(input)}
                      label={words.newPassword}
                      required
                      autoComplete="new-password"
                      helpText={words.newPasswordHelp}
                      error={meta.touched || meta.submitFailed ? meta.error : undefined}
                    />
                  )}
                </FinalField>
              </WithStrength>
              <FinalField<string> name="confirm_password">
                {({ input, meta }) => (
                  <PasswordField
                    {...controlProps(input)}
                    label={words.confirmPassword}
                    required
                    autoComplete="new-password"
                    error={meta.touched || meta.submitFailed ? meta.error : undefined}
                  />
                )}
              </FinalField>
            </Fields>
            <Footer>
              <Button type="submit" busy={saving} busyLabel={words.updating}>
                {words.updatePassword}
              </Button>
            </Footer>
          </CardForm>
        )}
      />
    </Card>
  );
}
