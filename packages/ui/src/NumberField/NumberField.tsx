import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, type FieldMessagesProps } from '../Field';
import { InputControl } from '../internal/field';

export interface NumberFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode'>, FieldMessagesProps {
  label: ReactNode;
}

/**
 * A labelled number input (`min`, `max`, `step` pass through). Phones show a numeric keypad, with a
 * decimal point only when `step` allows fractions; the digits stay left to right in a Hebrew form.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { label, helpText, error, required, id, step, ...input },
  ref,
) {
  const fractional = step === 'any' || !Number.isInteger(Number(step ?? 1));
  return (
    <Field label={label} helpText={helpText} error={error} required={required} id={id}>
      {(control) => (
        <InputControl
          ref={ref}
          type="number"
          inputMode={fractional ? 'decimal' : 'numeric'}
          dir="ltr"
          step={step}
          {...input}
          {...control}
        />
      )}
    </Field>
  );
});
