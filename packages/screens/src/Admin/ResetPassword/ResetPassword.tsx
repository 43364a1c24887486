import { Field, Form, FormSpy } from 'react-final-form';
import { Banner, Button, PasswordField, type PasswordScore, type UILocale } from '@bible-admin/ui';
import { WithStrength } from '../../internal/WithStrength';
import { LinkButton } from '../../internal/LinkButton';
import { useScreenMessages } from '../../messages';
import { BackToSignIn, SignInCard, SignInFields, SignInNotice } from '../common/SignInCard';
import { resetPasswordMessages, type ResetPasswordMessages } from './messages';

/** Why a link opens nothing (the server's refusal, by kind). */
export type ResetLinkRefusal = 'expired' | 'used' | 'superseded' | 'invalid';

/**
 * checking the link, the form (ready), saving, done (then sign in), a link that opens nothing, or a failure
 * to save (`error`: the app's words for the refusal, e.g. a password too common).
 */
export type ResetPasswordStatus = 'checking' | 'ready' | 'saving' | 'done' | 'error' | ResetLinkRefusal;

export interface ResetPasswordValues {
  new_password: string;
  confirm_password: string;
}

export interface ResetPasswordProps {
  status: ResetPasswordStatus;
  /** With status 'error': what went wrong, in the admin's language; by default "unreachable". */
  error?: string;
  onSubmit: (values: ResetPasswordValues) => void;
  onLocaleChange?: (locale: UILocale) => void;
  /** Told what New Password holds as it is typed, so the app can score it (`newPasswordScore`). */
  onNewPasswordChange?: (password: string) => void;
  /** The strength meter's level for what New Password holds; null while empty or not known yet. */
  newPasswordScore?: PasswordScore | null;
}

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;

function validate(values: Partial<ResetPasswordValues>, words: ResetPasswordMessages) {
  const errors: Partial<Record<keyof ResetPasswordValues, string>> = {};
  const next = values.new_password ?? '';
  const confirm = values.confirm_password ?? '';
  if (!next) errors.new_password = words.newRequired;
  else if (next.length < PASSWORD_MIN) errors.new_password = words.newTooShort;
  else if (next.length > PASSWORD_MAX) errors.new_password = words.newTooLong;
  if (!confirm) errors.confirm_password = words.confirmRequired;
  else if (confirm !== next) errors.confirm_password = words.mismatch;
  return errors;
}

const refusalWords = (status: ResetLinkRefusal, words: ResetPasswordMessages) =>
  ({ expired: words.expired, used: words.used, superseded: words.superseded, invalid: words.invalid })[
    status
  ];

/** The page a reset e-mail links to: a new password, or why the link opens nothing. */
export function ResetPassword({
  status,
  error,
  onSubmit,
  onLocaleChange,
  onNewPasswordChange,
  newPasswordScore = null,
}: ResetPasswordProps) {
  const words = useScreenMessages(resetPasswordMessages);
  const saving = status === 'saving';
  if (status === 'checking') {
    return (
      <SignInNotice
        title={words.title}
        type="info"
        message={words.checking}
        onLocaleChange={onLocaleChange}
      />
    );
  }
  if (status === 'done') {
    return (
      <SignInNotice
        title={words.doneTitle}
        type="success"
        message={words.done}
        onLocaleChange={onLocaleChange}
      >
        <LinkButton to="/login">{words.signIn}</LinkButton>
      </SignInNotice>
    );
  }
  if (status === 'expired' || status === 'used' || status === 'superseded' || status === 'invalid') {
    return (
      <SignInNotice
        title={words.linkTitle}
        type="warning"
        message={refusalWords(status, words)}
        onLocaleChange={onLocaleChange}
      >
        <BackToSignIn>{words.backToSignIn}</BackToSignIn>
      </SignInNotice>
    );
  }
  return (
    <SignInCard title={words.title} subtitle={words.subtitle} onLocaleChange={onLocaleChange}>
      {status === 'error' && <Banner type="error">{error ?? words.unreachable}</Banner>}
      <Form<ResetPasswordValues>
        initialValues={{ new_password: '', confirm_password: '' }}
        validate={(values) => validate(values, words)}
        onSubmit={onSubmit}
      >
        {({ handleSubmit }) => (
          <SignInFields noValidate onSubmit={handleSubmit} aria-label={words.title}>
            {onNewPasswordChange && (
              <FormSpy<ResetPasswordValues>
                subscription={{ values: true }}
                onChange={({ values }) => onNewPasswordChange(values.new_password ?? '')}
              />
            )}
            <WithStrength score={newPasswordScore}>
              <Field<string> name="new_password">
                {({ input, meta }) => (
                  <PasswordField
                    {...input}
                    label={words.newPassword}
                    helpText={words.newPasswordHelp}
                    autoComplete="new-password"
                    required
                    disabled={saving}
                    error={meta.touched && meta.error ? meta.error : undefined}
                  />
                )}
              </Field>
            </WithStrength>
            <Field<string> name="confirm_password">
              {({ input, meta }) => (
                <PasswordField
                  {...input}
                  label={words.confirmPassword}
                  autoComplete="new-password"
                  required
                  disabled={saving}
                  error={meta.touched && meta.error ? meta.error : undefined}
                />
              )}
            </Field>
            <Button type="submit" fullWidth busy={saving} busyLabel={words.saving}>
              {words.save}
            </Button>
          </SignInFields>
        )}
      </Form>
    </SignInCard>
  );
}
