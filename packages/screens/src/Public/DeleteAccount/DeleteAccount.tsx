import { useState } from 'react';
import { Form, Field } from 'react-final-form';
import styled from 'styled-components';
import { Banner, Button, ConfirmDialog, Icon, PasswordField, TextField } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { BilingualPage, type BilingualProps } from '../common/BilingualPage';
import type { PageMeta } from '../common/PageMeta';
import { deleteAccountMessages } from './messages';
import { validateLogin, type DeleteAccountLogin } from './validate';

/** Where the page is: logging in, confirming with a token, or done. Errors are the app's words. */
export type DeleteAccountState =
  | { step: 'login'; submitting?: boolean; error?: string }
  | { step: 'confirm'; deleting?: boolean; error?: string }
  | { step: 'deleted' };

export interface DeleteAccountProps extends BilingualProps {
  state: DeleteAccountState;
  onLogin: (values: DeleteAccountLogin) => void;
  onDelete: () => void;
}

/** The deletion page's head in the given language. */
export function deleteAccountMeta(locale: 'en' | 'he'): PageMeta {
  const words = deleteAccountMessages[locale];
  return { title: words.metaTitle, description: words.metaDescription, lang: locale };
}

const Page = styled.main`
  display: grid;
  place-items: center;
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.sizes.modal};
  padding: ${({ theme }) => theme.space.xxl};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Title = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Warning = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const FormBody = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Done = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.success};
`;

function LoginStep({
  state,
  onLogin,
}: {
  state: Extract<DeleteAccountState, { step: 'login' }>;
  onLogin: DeleteAccountProps['onLogin'];
}) {
  const words = useScreenMessages(deleteAccountMessages);
  return (
    <Panel aria-labelledby="delete-login-title">
      <Title id="delete-login-title">{words.loginTitle}</Title>
      <Lead>{words.loginLead}</Lead>
      {state.error && (
        <Banner type="error" autoCloseMs={null} closable={false}>
          {state.error}
        </Banner>
      )}
      <Form<DeleteAccountLogin>
        onSubmit={(values) => onLogin({ email: values.email.trim(), password: values.password })}
        validate={(values) => validateLogin(values, words)}
        render={({ handleSubmit }) => (
          <FormBody onSubmit={handleSubmit} noValidate>
            <Field<string> name="email">
              {({ input, meta }) => (
                <TextField
                  {...input}
                  type="email"
                  label={words.email}
                  autoComplete="email"
                  required
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
                  error={meta.touched && meta.error ? meta.error : undefined}
                />
              )}
            </Field>
            <Button
              type="submit"
              variant="primary"
              fullWidth
              busy={state.submitting}
              busyLabel={words.loggingIn}
            >
              {words.login}
            </Button>
          </FormBody>
        )}
      />
    </Panel>
  );
}

function ConfirmStep({
  state,
  onDelete,
}: {
  state: Extract<DeleteAccountState, { step: 'confirm' }>;
  onDelete: () => void;
}) {
  const words = useScreenMessages(deleteAccountMessages);
  const [asking, setAsking] = useState(false);
  const confirm = () => {
    setAsking(false);
    onDelete();
  };
  return (
    <Panel aria-labelledby="delete-confirm-title">
      <Title id="delete-confirm-title">{words.confirmTitle}</Title>
      <Warning>
        <Icon name="warning" />
        {words.irreversible}
      </Warning>
      <Lead>{words.consequences}</Lead>
      {state.error && (
        <Banner type="error" autoCloseMs={null} closable={false}>
          {state.error}
        </Banner>
      )}
      <Button variant="danger" fullWidth onClick={() => setAsking(true)} disabled={state.deleting}>
        {words.deleteButton}
      </Button>
      <ConfirmDialog
        open={asking || Boolean(state.deleting)}
        variant="danger"
        title={words.dialogTitle}
        message={words.dialogMessage}
        labels={{ confirm: words.dialogConfirm, cancel: words.dialogCancel }}
        busy={state.deleting}
        busyLabel={words.deleting}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </Panel>
  );
}

function DeletedStep() {
  const words = useScreenMessages(deleteAccountMessages);
  return (
    <Panel aria-labelledby="delete-done-title">
      <Done role="status">
        <Icon name="success" size={48} />
        <Title id="delete-done-title">{words.deleted}</Title>
        <Lead>{words.deletedText}</Lead>
      </Done>
    </Panel>
  );
}

/** Account deletion for end users: log in (or arrive with a token), confirm, done. English or Hebrew. */
export function DeleteAccount({ state, locale, onLocaleChange, onLogin, onDelete }: DeleteAccountProps) {
  return (
    <BilingualPage locale={locale} onLocaleChange={onLocaleChange}>
      <Page>
        {state.step === 'login' && <LoginStep state={state} onLogin={onLogin} />}
        {state.step === 'confirm' && <ConfirmStep state={state} onDelete={onDelete} />}
        {state.step === 'deleted' && <DeletedStep />}
      </Page>
    </BilingualPage>
  );
}
