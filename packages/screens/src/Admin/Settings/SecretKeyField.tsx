import type { SyntheticEvent } from 'react';
import { PasswordField, type PasswordFieldProps } from '@bible-admin/ui';

export interface SecretKeyFieldProps extends Omit<PasswordFieldProps, 'value'> {
  value: string;
  /** The stored secret as the server shows it ('sk_test_...4f2a'); '' when none is stored. */
  masked: string;
}

/** Selects the whole value; a no-op when it already is, so the select event it fires does not loop. */
function selectAll(event: SyntheticEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  if (input.selectionStart !== 0 || input.selectionEnd !== input.value.length) {
    input.setSelectionRange(0, input.value.length);
  }
}

/**
 * The secret key's field: a password field (hidden until its button shows it), since a key typed in is whole.
 * While it holds the stored, masked secret, all of it stays selected (on focus, click or
 * arrow key), so a key typed, a paste or a deletion replaces the whole mask: the admin never edits it into a
 * half-masked key, and what is sent is either the new key or the untouched mask, which keeps the stored key.
 */
export function SecretKeyField({ value, masked, onFocus, onSelect, ...field }: SecretKeyFieldProps) {
  const holdsMask = masked !== '' && value === masked;
  return (
    <PasswordField
      {...field}
      value={value}
      dir="ltr"
      autoComplete="off"
      spellCheck={false}
      onFocus={(event) => {
        if (holdsMask) selectAll(event);
        onFocus?.(event);
      }}
      onSelect={(event) => {
        if (holdsMask) selectAll(event);
        onSelect?.(event);
      }}
    />
  );
}
