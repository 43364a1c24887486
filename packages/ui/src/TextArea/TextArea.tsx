import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, type FieldMessagesProps } from '../Field';
import { controlStyles, type ControlStateProps } from '../internal/field';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldMessagesProps {
  label: ReactNode;
}

const NativeTextArea = styled.textarea<ControlStateProps>`
  ${controlStyles}
  display: block;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
`;

/** A labelled multi-line text input that the user can make taller. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, helpText, error, required, id, rows = 4, ...textarea },
  ref,
) {
  return (
    <Field label={label} helpText={helpText} error={error} required={required} id={id}>
      {(control) => (
        <NativeTextArea
          ref={ref}
          rows={rows}
          {...textarea}
          {...control}
          $invalid={Boolean(error)}
          $disabled={Boolean(textarea.disabled)}
          $readOnly={Boolean(textarea.readOnly)}
        />
      )}
    </Field>
  );
});
