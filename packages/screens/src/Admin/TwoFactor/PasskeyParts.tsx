import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Banner, Button, TextField } from '@bible-admin/ui';
import type { TwoFactorMessages } from './messages';
import { StepActions } from './StepParts';

/** Why no passkey is offered: the app is served from an IP address, which browsers refuse as a relying party. */
export function PasskeysImpossible({ words }: { words: TwoFactorMessages }) {
  return (
    <Banner type="info" title={words.passkeysImpossibleTitle} closable={false} autoCloseMs={null}>
      {words.passkeysImpossible}
    </Banner>
  );
}

/** The longest name the form takes (a device's name; the server keeps the same limit). */
export const PASSKEY_NAME_MAX = 60;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  & > :first-child {
    max-inline-size: 24rem;
  }
`;

/**
 * A passkey's name, then Add a passkey: the app runs the browser's ceremony with it (`adding` while the browser
 * asks for the fingerprint, face or key).
 */
export function PasskeyNameForm({
  words,
  adding,
  error,
  onAdd,
  onCancel,
}: {
  words: TwoFactorMessages;
  adding: boolean;
  error?: string | null;
  onAdd: (name: string) => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setMissing(!trimmed);
    if (trimmed) onAdd(trimmed);
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={words.addPasskey}>
      <TextField
        label={words.passkeyName}
        helpText={words.passkeyNameHelp}
        required
        maxLength={PASSKEY_NAME_MAX}
        value={name}
        disabled={adding}
        onChange={(event) => {
          setName(event.target.value);
          setMissing(false);
        }}
        error={missing ? words.passkeyNameRequired : undefined}
      />
      {error && (
        <Banner type="error" closable={false} autoCloseMs={null}>
          {error}
        </Banner>
      )}
      <StepActions>
        <Button type="submit" busy={adding} busyLabel={words.waitingForPasskey}>
          {words.addPasskey}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" disabled={adding} onClick={onCancel}>
            {words.cancel}
          </Button>
        )}
      </StepActions>
    </Form>
  );
}
