import { Form } from 'react-final-form';
import { Banner, Button, type UILocale } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import {
  AccountEmailField,
  BackToSignIn,
  SignInCard,
  SignInFields,
  SignInNotice,
} from '../common/SignInCard';
import { emailError } from '../Login/validateLogin';
import { forgotPasswordMessages } from './messages';

/** idle, sending, sent (the same whatever the address), or a failure to reach the server or a refusal. */
export type ForgotPasswordStatus = 'idle' | 'sending' | 'sent' | 'error';

export interface ForgotPasswordProps {
  status: ForgotPasswordStatus;
  /** The failure's words (the app's, from the server's code), with status 'error'; by default "unreachable". */
  error?: string;
  onSubmit: (email: string) => void;
  onLocaleChange?: (locale: UILocale) => void;
}

/** "Forgot password?": an e-mail address in, one answer out, whoever it belongs to. */
export function ForgotPassword({ status, error, onSubmit, onLocaleChange }: ForgotPasswordProps) {
  const words = useScreenMessages(forgotPasswordMessages);
  const sending = status === 'sending';
  if (status === 'sent') {
    return (
      <SignInNotice
        title={words.sentTitle}
        type="success"
        message={words.sent}
        onLocaleChange={onLocaleChange}
      >
        <BackToSignIn>{words.backToSignIn}</BackToSignIn>
      </SignInNotice>
    );
  }
  return (
    <SignInCard title={words.title} subtitle={words.subtitle} onLocaleChange={onLocaleChange}>
      {status === 'error' && <Banner type="error">{error ?? words.unreachable}</Banner>}
      <Form<{ email: string }>
        initialValues={{ email: '' }}
        validate={(values) => {
          const email = emailError(values.email, words);
          return email ? { email } : {};
        }}
        onSubmit={(values) => onSubmit(values.email.trim())}
      >
        {({ handleSubmit }) => (
          <SignInFields noValidate onSubmit={handleSubmit} aria-label={words.title}>
            <AccountEmailField name="email" label={words.email} disabled={sending} />
            <Button type="submit" fullWidth busy={sending} busyLabel={words.sending}>
              {words.send}
            </Button>
            <BackToSignIn>{words.backToSignIn}</BackToSignIn>
          </SignInFields>
        )}
      </Form>
    </SignInCard>
  );
}
