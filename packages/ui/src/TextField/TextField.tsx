import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, type FieldMessagesProps } from '../Field';
import { InputControl } from '../internal/field';

export type TextFieldType = 'text' | 'email' | 'url' | 'tel' | 'date';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>, FieldMessagesProps {
  label: ReactNode;
  type?: TextFieldType;
}

// E-mails, web addresses, phone numbers and dates read left to right even in a Hebrew form, and are data,
// never translated (their placeholder, 'https://', included).
const LTR_TYPES: ReadonlySet<TextFieldType> = new Set(['email', 'url', 'tel', 'date']);

/** A labelled single-line text input; `readOnly` shows a value that cannot be edited (e.g. the profile e-mail). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, helpText, error, required, id, type = 'text', ...input },
  ref,
) {
  return (
    <Field label={label} helpText={helpText} error={error} required={required} id={id}>
      {(control) => (
        <InputControl
          ref={ref}
          type={type}
          dir={LTR_TYPES.has(type) ? 'ltr' : undefined}
          translate={LTR_TYPES.has(type) ? 'no' : undefined}
          {...input}
          {...control}
        />
      )}
    </Field>
  );
});
