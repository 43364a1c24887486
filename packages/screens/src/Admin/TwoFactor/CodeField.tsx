import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@bible-admin/ui';

/**
 * An authenticator code's input: digits on a phone's keyboard, the code a phone's messages or password manager
 * offers (`one-time-code`), left to right in either language.
 */
export const CodeField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(
  function CodeField(props, ref) {
    return (
      <TextField
        ref={ref}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        spellCheck={false}
        dir="ltr"
        translate="no"
        {...props}
      />
    );
  },
);
