import { useId, type ReactNode } from 'react';

/** Attributes that tie a control to its field: spread them on the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  /** `aria-required` rather than `required`: the form shows its own messages, not the browser's bubble. */
  'aria-required'?: true;
}

export interface FieldMessagesProps {
  /** Shown under the control, e.g. 'At least 8 characters'. */
  helpText?: ReactNode;
  /** Shown under the help text, with an icon; marks the control invalid. */
  error?: ReactNode;
}

export interface FieldControlOptions extends FieldMessagesProps {
  id?: string;
  required?: boolean;
}

/** Ids and ARIA wiring of a control with help text and an error (Field, Checkbox). */
export function useFieldControl({ id, helpText, error, required }: FieldControlOptions) {
  const generated = useId();
  const controlId = id ?? generated;
  const helpId = helpText ? `${controlId}-help` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true } : {}),
    ...(required ? { 'aria-required': true } : {}),
  };
  return { control, helpId, errorId, labelId: `${controlId}-label` };
}
