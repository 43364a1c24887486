import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import styled from 'styled-components';
import {
  Banner,
  type BannerType,
  Icon,
  LanguageSwitch,
  Link,
  TextField,
  useUILocale,
  type UILocale,
} from '@bible-admin/ui';
import { Fields, Heading, Mark, Page, Panel, Subtitle, Title, TopBar } from '../../internal/SignedOutPanel';

/** The pages an admin meets before signing in (sign-in, forgotten password, new password): one card, centred. */
export interface SignInCardProps {
  title: string;
  subtitle?: string;
  /** When given, the page offers the languages (top, at the inline end), the provider's current one chosen. */
  onLocaleChange?: (locale: UILocale) => void;
  children: ReactNode;
}

/** The way back to the sign-in page, centred under a card's form or message. */
export const BackToSignIn = styled(Link).attrs({ to: '/login' })`
  align-self: center;
`;

/**
 * A card whose whole content is one message (sent, checking, done, a dead link), then what follows it (a way
 * on): the banner stays, with no close button, since nothing else is on the page.
 */
export function SignInNotice({
  type,
  message,
  children,
  ...card
}: Omit<SignInCardProps, 'subtitle' | 'children'> & {
  type: BannerType;
  message: string;
  children?: ReactNode;
}) {
  return (
    <SignInCard {...card}>
      <Banner type={type} closable={false} autoCloseMs={null}>
        {message}
      </Banner>
      {children}
    </SignInCard>
  );
}

/** The form of a sign-in card: its fields in a column. */
export const SignInFields = Fields;

/** The account's e-mail address in a sign-in card's form (the browser offers the saved accounts). */
export function AccountEmailField({
  name,
  label,
  disabled,
}: {
  name: string;
  label: string;
  disabled: boolean;
}) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <TextField
          {...input}
          type="email"
          label={label}
          autoComplete="username"
          required
          disabled={disabled}
          error={meta.touched && meta.error ? meta.error : undefined}
        />
      )}
    </Field>
  );
}

export function SignInCard({ title, subtitle, onLocaleChange, children }: SignInCardProps) {
  const locale = useUILocale();
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
          <Title>{title}</Title>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
        </Heading>
        {children}
      </Panel>
    </Page>
  );
}
