import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Banner, Button, Modal, PasswordField, TextField } from '@bible-admin/ui';
import { CodeField } from './CodeField';
import { isTotpCode, totpCode } from './codes';
import type { TwoFactorMessages } from './messages';
import { PASSKEY_NAME_MAX } from './PasskeyParts';
import { TextButton } from './TextButton';

/** What turns the authenticator off: a current code from it, or the password. */
export type TurnOffProof = { code: string } | { password: string };

const Body = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
  }
`;

/** A small form in a dialog: its fields, the refusal above them, Cancel and the dialog's action below. */
function FormDialog({
  open,
  title,
  action,
  busyLabel,
  danger,
  busy,
  error,
  words,
  onSubmit,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  action: string;
  busyLabel: string;
  danger?: boolean;
  busy: boolean;
  error?: string | null;
  words: TwoFactorMessages;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {words.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={danger ? 'danger' : 'primary'}
            busy={busy}
            busyLabel={busyLabel}
          >
            {action}
          </Button>
        </>
      }
    >
      <Body id={formId} noValidate aria-label={title} onSubmit={onSubmit}>
        {error && (
          <Banner type="error" closable={false} autoCloseMs={null}>
            {error}
          </Banner>
        )}
        {children}
      </Body>
    </Modal>
  );
}

/** "Turn off the authenticator app?": asks for a current code, or (Use your password instead) the password. */
export function TurnOffDialog({
  open,
  busy,
  error,
  words,
  onTurnOff,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  error?: string | null;
  words: TwoFactorMessages;
  onTurnOff: (proof: TurnOffProof) => void;
  onCancel: () => void;
}) {
  const [withPassword, setWithPassword] = useState(false);
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const switchProof = () => {
    setWithPassword(!withPassword);
    setTyped('');
    setInvalid(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = totpCode(typed);
    const ok = withPassword ? typed !== '' : isTotpCode(code);
    setInvalid(!ok);
    if (ok) onTurnOff(withPassword ? { password: typed } : { code });
  };
  const change = (value: string) => {
    setTyped(value);
    setInvalid(false);
  };
  return (
    <FormDialog
      open={open}
      title={words.turnOffTitle}
      action={words.turnOff}
      busyLabel={words.turningOff}
      danger
      busy={busy}
      error={error}
      words={words}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <p>{withPassword ? words.turnOffWithPassword : words.turnOffWithCode}</p>
      {withPassword ? (
        <PasswordField
          key="password"
          label={words.password}
          autoComplete="current-password"
          required
          value={typed}
          disabled={busy}
          onChange={(event) => change(event.target.value)}
          error={invalid ? words.passwordRequired : undefined}
        />
      ) : (
        <CodeField
          key="code"
          label={words.appCode}
          required
          value={typed}
          disabled={busy}
          onChange={(event) => change(event.target.value)}
          error={invalid ? words.codeFormat : undefined}
        />
      )}
      <TextButton disabled={busy} onClick={switchProof}>
        {withPassword ? words.useCodeInstead : words.usePasswordInstead}
      </TextButton>
    </FormDialog>
  );
}

/** "Rename the passkey": its name, prefilled. */
export function RenamePasskeyDialog({
  open,
  name,
  busy,
  error,
  words,
  onRename,
  onCancel,
}: {
  open: boolean;
  /** The current name (the field starts with it). */
  name: string;
  busy: boolean;
  error?: string | null;
  words: TwoFactorMessages;
  onRename: (name: string) => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState(name);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = typed.trim();
    setMissing(!trimmed);
    if (trimmed) onRename(trimmed);
  };
  return (
    <FormDialog
      open={open}
      title={words.renameTitle}
      action={words.save}
      busyLabel={words.saving}
      busy={busy}
      error={error}
      words={words}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        label={words.passkeyName}
        required
        maxLength={PASSKEY_NAME_MAX}
        value={typed}
        disabled={busy}
        onChange={(event) => {
          setTyped(event.target.value);
          setMissing(false);
        }}
        error={missing ? words.passkeyNameRequired : undefined}
      />
    </FormDialog>
  );
}
