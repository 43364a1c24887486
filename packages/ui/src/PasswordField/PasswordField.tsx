import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, type FieldMessagesProps } from '../Field';
import { useMessages } from '../i18n';
import { IconButton } from '../IconButton';
import { InputControl } from '../internal/field';
import { passwordFieldMessages, type PasswordFieldMessages } from './messages';

export interface PasswordFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>, FieldMessagesProps {
  label: ReactNode;
  /** Overrides the toggle's names ('Show password' / 'Hide password' in the provider's language). */
  labels?: Partial<PasswordFieldMessages>;
}

/**
 * A password input with a button that shows or hides what was typed.
 * The button's name says what it will do ('Show password' / 'Hide password'); it does not also carry
 * aria-pressed, since a pressed 'Hide password' would read as the opposite of the field's state (WAI-ARIA APG).
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, helpText, error, required, id, labels, ...input },
  ref,
) {
  const words = useMessages(passwordFieldMessages, labels);
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} helpText={helpText} error={error} required={required} id={id}>
      {(control) => (
        <InputControl
          ref={ref}
          type={visible ? 'text' : 'password'}
          {...input}
          {...control}
          end={
            <IconButton
              size="sm"
              icon={visible ? 'eyeOff' : 'eye'}
              label={visible ? words.hide : words.show}
              aria-controls={control.id}
              disabled={input.disabled}
              onClick={() => setVisible((shown) => !shown)}
            />
          }
        />
      )}
    </Field>
  );
});
