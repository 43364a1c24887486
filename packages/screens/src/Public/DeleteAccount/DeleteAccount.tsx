import { useState } from 'react';
import { Form, Field } from 'react-final-form';
import styled from 'styled-components';
import { Banner, Button, ConfirmDialog, Icon, PasswordField, TextField } from '@bible-admin/ui';
import { LinkButton } from '../../internal/LinkButton';
import { useScreenMessages } from '../../messages';
import { BilingualPage, type BilingualProps } from '../common/BilingualPage';
import type { PageMeta } from '../common/PageMeta';
import { deleteAccountMessages } from './messages';
import { validateLogin, type DeleteAccountLogin } from './validate';

/** The reader's account page (the public site's "login") and the deletion page: one flow, two entries. */
export const ACCOUNT_PATH = '/account';
export const DELETE_ACCOUNT_PATH = '/delete-account';

/**
 * Where the page is: logging in, signed in (the account page), confirming the deletion, or done. `email` is
 * the signed-in account when the page knows it (not after arriving with a link's token). Errors are the
 * app's words.
 */
export type DeleteAccountState =
  | { step: 'login'; submitting?: boolean; error?: string }
  | { step: 'account'; email?: string }
  | { step: 'confirm'; email?: string; deleting?: boolean; error?: string }
  | { step: 'deleted' };

export interface DeleteAccountProps extends BilingualProps {
  /** Which entry: the account page signs in to see the account, the deletion page to delete it. */
  page: 'account' | 'delete';
  state: DeleteAccountState;
  onLogin: (values: DeleteAccountLogin) => void;
  onDelete: () => void;
  onSignOut: () => void;
}

/** The deletion page's head in the given language. */
export function deleteAccountMeta(locale: 'en' | 'he'): PageMeta {
  const words = deleteAccountMessages[locale];
  return { title: words.metaTitle, description: words.metaDescription, lang: locale };
}

// Inside the public site's frame (its <main>): a block of the page, not a page of its own.
const Page = styled.div`
  display: grid;
  place-items: center;
  padding-block: ${({ theme }) => theme.space.xxxl};
  padding-inline: ${({ theme }) => theme.space.lg};
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

const Who = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  > * {
    flex: 1 1 auto;
  }
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
  page,
  state,
  onLogin,
}: {
  page: DeleteAccountProps['page'];
  state: Extract<DeleteAccountState, { step: 'login' }>;
  onLogin: DeleteAccountProps['onLogin'];
}) {
  const words = useScreenMessages(deleteAccountMessages);
  return (
    <Panel aria-labelledby="delete-login-title">
      <Title id="delete-login-title">{page === 'account' ? words.accountLoginTitle : words.loginTitle}</Title>
      <Lead>{page === 'account' ? words.accountLoginLead : words.loginLead}</Lead>
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

/** Which account is signed in, as a line: "Signed in as dana@example.com". */
function SignedInAs({ label, email }: { label: string; email?: string }) {
  if (!email) return null;
  return (
    <Who>
      {label} <bdi dir="ltr">{email}</bdi>
    </Who>
  );
}

function AccountStep({
  state,
  onSignOut,
}: {
  state: Extract<DeleteAccountState, { step: 'account' }>;
  onSignOut: () => void;
}) {
  const words = useScreenMessages(deleteAccountMessages);
  return (
    <Panel aria-labelledby="account-title">
      <Title id="account-title">{words.accountTitle}</Title>
      <SignedInAs label={words.signedInAs} email={state.email} />
      <Lead>{words.accountLead}</Lead>
      <Actions>
        <LinkButton to={DELETE_ACCOUNT_PATH} $variant="secondary">
          {words.deleteButton}
        </LinkButton>
        <Button variant="primary" onClick={onSignOut}>
          {words.signOut}
        </Button>
      </Actions>
    </Panel>
  );
}

function ConfirmStep({
  state,
  onDelete,
  onSignOut,
}: {
  state: Extract<DeleteAccountState, { step: 'confirm' }>;
  onDelete: () => void;
  onSignOut: () => void;
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
      <SignedInAs label={words.accountToDelete} email={state.email} />
      <Lead>{words.consequences}</Lead>
      {state.error && (
        <Banner type="error" autoCloseMs={null} closable={false}>
          {state.error}
        </Banner>
      )}
      <Button variant="danger" fullWidth onClick={() => setAsking(true)} disabled={state.deleting}>
        {words.deleteButton}
      </Button>
      <Actions>
        <LinkButton to={ACCOUNT_PATH} $variant="secondary">
          {words.cancel}
        </LinkButton>
        <Button variant="secondary" onClick={onSignOut} disabled={state.deleting}>
          {words.signOut}
        </Button>
      </Actions>
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

/**
 * A reader's account, English or Hebrew: log in (or arrive with a token), see which account is signed in,
 * delete it (confirm, done) or sign out.
 */
export function DeleteAccount({
  page,
  state,
  locale,
  onLocaleChange,
  onLogin,
  onDelete,
  onSignOut,
}: DeleteAccountProps) {
  return (
    <BilingualPage locale={locale} onLocaleChange={onLocaleChange} framed>
      <Page>
        {state.step === 'login' && <LoginStep page={page} state={state} onLogin={onLogin} />}
        {state.step === 'account' && <AccountStep state={state} onSignOut={onSignOut} />}
        {state.step === 'confirm' && <ConfirmStep state={state} onDelete={onDelete} onSignOut={onSignOut} />}
        {state.step === 'deleted' && <DeletedStep />}
      </Page>
    </BilingualPage>
  );
}
