import styled from 'styled-components';
import { Form, Field } from 'react-final-form';
import {
  Banner,
  Button,
  Checkbox,
  Link,
  PasswordField,
  registerAdminIcons,
  type UILocale,
} from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { twoFactorRefusals, type PasskeyRefusal } from '../../words/twoFactor';
import { twoFactorMessages } from '../TwoFactor/messages';
import { PasskeysImpossible } from '../TwoFactor/PasskeyParts';
import { AccountEmailField, SignInCard, SignInFields } from '../common/SignInCard';
import { loginMessages } from './messages';
import { validateLogin, type LoginValues } from './validateLogin';

// The sign-in page is the admin's first: it brings the admin's icons (the public site has none).
registerAdminIcons();

/**
 * idle (also after a success, until the app moves on), submitting, or the failure the spec names; `deactivated`:
 * the password was right, but an owner deactivated the account (said only after the password). With passkeys: the
 * browser's passkey prompt open, or how the passkey sign-in was refused (the server's code, or the browser's
 * `passkey_cancelled`).
 */
export type LoginStatus =
  | 'idle'
  | 'submitting'
  | 'invalidCredentials'
  | 'deactivated'
  | 'unreachable'
  | 'waitingForPasskey'
  | PasskeyRefusal;

/** "Sign in with a passkey": offered, or explained when the app is served from an IP address. */
export type LoginPasskeys = 'offered' | 'impossible';

/**
 * Why the admin's last session ended without a sign-out of theirs (a password change elsewhere; ended by
 * hand from another session or by the owner): the page says so above the form.
 */
export type SignedOutReason = 'passwordChanged' | 'sessionEnded';

export interface AdminLoginProps {
  status: LoginStatus;
  /** The session that brought the admin here ended by itself: a notice says why. */
  signedOutBecause?: SignedOutReason;
  onSubmit: (values: LoginValues) => void;
  /** Absent: no passkey sign-in on the page. */
  passkeys?: LoginPasskeys;
  /** "Sign in with a passkey" (a discoverable credential, no password). */
  onPasskeySignIn?: () => void;
  initialValues?: Partial<LoginValues>;
  /** When given, the page offers the languages (top, at the inline end), the provider's current one chosen. */
  onLocaleChange?: (locale: UILocale) => void;
}

// Below the password, at its inline end, as sign-in forms put it.
const Forgot = styled(Link)`
  align-self: flex-end;
  margin-block-start: calc(-1 * ${({ theme }) => theme.space.sm});
`;

/** The admin sign-in: e-mail and password, Remember me, and the failures the server can cause. */
export function AdminLogin({
  status,
  signedOutBecause,
  onSubmit,
  passkeys,
  onPasskeySignIn,
  initialValues,
  onLocaleChange,
}: AdminLoginProps) {
  const words = useScreenMessages(loginMessages);
  const twoFactorWords = useScreenMessages(twoFactorMessages);
  const refusals = useScreenMessages(twoFactorRefusals);
  const waiting = status === 'waitingForPasskey';
  const submitting = status === 'submitting';
  const busy = submitting || waiting;
  const failure =
    status === 'invalidCredentials' || status === 'deactivated' || status === 'unreachable'
      ? words[status]
      : status.startsWith('passkey_')
        ? refusals[status as PasskeyRefusal]
        : null;

  return (
    <SignInCard title={words.title} subtitle={words.subtitle} onLocaleChange={onLocaleChange}>
      {failure ? (
        <Banner type="error">{failure}</Banner>
      ) : (
        signedOutBecause && <Banner type="info">{words.signedOut[signedOutBecause]}</Banner>
      )}
      <Form<LoginValues>
        initialValues={{ username: '', password: '', remember: false, ...initialValues }}
        validate={(values) => validateLogin(values, words)}
        onSubmit={(values) => onSubmit({ ...values, username: values.username.trim() })}
      >
        {({ handleSubmit }) => (
          <SignInFields noValidate onSubmit={handleSubmit} aria-label={words.title}>
            <AccountEmailField name="username" label={words.email} disabled={busy} />
            <Field<string> name="password">
              {({ input, meta }) => (
                <PasswordField
                  {...input}
                  label={words.password}
                  autoComplete="current-password"
                  required
                  disabled={busy}
                  error={meta.touched && meta.error ? meta.error : undefined}
                />
              )}
            </Field>
            <Forgot to="/forgot-password">{words.forgotPassword}</Forgot>
            <Field<boolean> name="remember" type="checkbox">
              {({ input }) => (
                <Checkbox
                  name={input.name}
                  checked={input.checked}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  onFocus={input.onFocus}
                  label={words.rememberMe}
                  disabled={busy}
                />
              )}
            </Field>
            <Button type="submit" fullWidth busy={submitting} busyLabel={words.signingIn} disabled={waiting}>
              {words.signIn}
            </Button>
          </SignInFields>
        )}
      </Form>
      {passkeys === 'offered' && (
        <Button
          type="button"
          variant="secondary"
          fullWidth
          busy={waiting}
          busyLabel={twoFactorWords.waitingForPasskey}
          disabled={submitting}
          onClick={onPasskeySignIn}
        >
          {words.signInWithPasskey}
        </Button>
      )}
      {passkeys === 'impossible' && <PasskeysImpossible words={twoFactorWords} />}
    </SignInCard>
  );
}
