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
import { Fields, Heading, Mark, Page, Panel, Subtitle, Title, TopBar } from '../../internal/SignedOutPanel';
import { useScreenMessages } from '../../messages';
import { loginMessages } from './messages';
import { validateLogin, type LoginValues } from './validateLogin';

// The sign-in page is the admin's first: it brings the admin's icons (the public site has none).
registerAdminIcons();

/** idle (also after a success, until the app moves on), submitting, or the failure the spec names. */
export type LoginStatus = 'idle' | 'submitting' | 'invalidCredentials' | 'unreachable';

export interface AdminLoginProps {
  status: LoginStatus;
  onSubmit: (values: LoginValues) => void;
  initialValues?: Partial<LoginValues>;
  /** When given, the page offers the languages (top, at the inline end), the provider's current one chosen. */
  onLocaleChange?: (locale: UILocale) => void;
}

/** The admin sign-in: e-mail and password, Remember me, and the two failures the server can cause. */
export function AdminLogin({ status, onSubmit, initialValues, onLocaleChange }: AdminLoginProps) {
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
        {failure && <Banner type="error">{failure}</Banner>}
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
