import styled from 'styled-components';
import { Form, Field } from 'react-final-form';
import {
  Banner,
  Button,
  Checkbox,
  Icon,
  LanguageSwitch,
  PasswordField,
  registerAdminIcons,
  TextField,
  useUILocale,
  type UILocale,
} from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { loginMessages } from './messages';
import { validateLogin, type LoginValues } from './validateLogin';

// The sign-in page is the admin's first: it brings the admin's icons (the public site has none).
registerAdminIcons();

/** idle (also after a success, until the app moves on), submitting, or the failure the spec names. */
export type LoginStatus = 'idle' | 'submitting' | 'invalidCredentials' | 'unreachable';

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
  initialValues?: Partial<LoginValues>;
  /** When given, the page offers the languages (top, at the inline end), the provider's current one chosen. */
  onLocaleChange?: (locale: UILocale) => void;
}

// A column: the language switch's row (if any) on top, the card centred in the height left.
const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space.lg};
  box-sizing: border-box;
  background: ${({ theme }) => theme.colors.background};
`;

const TopBar = styled.div`
  display: flex;
  justify-content: flex-end;
  align-self: stretch;
`;

const Panel = styled.div`
  margin-block: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.sizes.modalNarrow};
  padding: ${({ theme }) => theme.space.xxl};
  box-sizing: border-box;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.sizes.statIcon};
  block-size: ${({ theme }) => theme.sizes.statIcon};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The admin sign-in: e-mail and password, Remember me, and the two failures the server can cause. */
export function AdminLogin({
  status,
  signedOutBecause,
  onSubmit,
  initialValues,
  onLocaleChange,
}: AdminLoginProps) {
  const words = useScreenMessages(loginMessages);
  const locale = useUILocale();
  const submitting = status === 'submitting';
  const failure =
    status === 'invalidCredentials'
      ? words.invalidCredentials
      : status === 'unreachable'
        ? words.unreachable
        : null;

  return (
    <Page>
      {onLocaleChange && (
        <TopBar>
          <LanguageSwitch value={locale} onChange={onLocaleChange} />
        </TopBar>
      )}
      <Panel>
        <Heading>
          <Mark>
            <Icon name="book" size={24} />
          </Mark>
          <Title>{words.title}</Title>
          <Subtitle>{words.subtitle}</Subtitle>
        </Heading>
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
            <Fields noValidate onSubmit={handleSubmit} aria-label={words.title}>
              <Field<string> name="username">
                {({ input, meta }) => (
                  <TextField
                    {...input}
                    type="email"
                    label={words.email}
                    autoComplete="username"
                    required
                    disabled={submitting}
                    error={meta.touched && meta.error ? meta.error : undefined}
                  />
                )}
              </Field>
              <Field<string> name="password">
                {({ input, meta }) => (
                  <PasswordField
                    {...input}
                    label={words.password}
                    autoComplete="current-password"
                    required
                    disabled={submitting}
                    error={meta.touched && meta.error ? meta.error : undefined}
                  />
                )}
              </Field>
              <Field<boolean> name="remember" type="checkbox">
                {({ input }) => (
                  <Checkbox
                    name={input.name}
                    checked={input.checked}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    onFocus={input.onFocus}
                    label={words.rememberMe}
                    disabled={submitting}
                  />
                )}
              </Field>
              <Button type="submit" fullWidth busy={submitting} busyLabel={words.signingIn}>
                {words.signIn}
              </Button>
            </Fields>
          )}
        </Form>
      </Panel>
    </Page>
  );
}
