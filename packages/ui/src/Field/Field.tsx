import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';

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

export interface FieldProps extends FieldMessagesProps {
  label: ReactNode;
  required?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  /** Receives the attributes to spread on the control, and the label's id for controls named by a button. */
  children: (control: FieldControlProps, labelId: string) => ReactNode;
}

/** Ids and ARIA wiring of a control with help text and an error; used by Field and by Checkbox. */
export function useFieldControl({ id, helpText, error, required }: Omit<FieldProps, 'label' | 'children'>) {
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

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.error};
  margin-inline-start: ${({ theme }) => theme.space.xxs};
`;

const Help = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.error};
`;

/** The required asterisk: decorative, since the control itself says it is required. */
export function RequiredMarker() {
  return <RequiredMark aria-hidden="true">*</RequiredMark>;
}

/** Help text and error message under a control, with the ids its `aria-describedby` points at. */
export function FieldMessages({
  helpText,
  error,
  helpId,
  errorId,
}: FieldMessagesProps & { helpId?: string; errorId?: string }) {
  return (
    <>
      {helpText ? <Help id={helpId}>{helpText}</Help> : null}
      {error ? (
        <ErrorText id={errorId}>
          <Icon name="error" size={16} />
          {error}
        </ErrorText>
      ) : null}
    </>
  );
}

/** A label above a control, help text and an error under it, all wired for assistive technology. */
export function Field({ label, helpText, error, required, id, children }: FieldProps) {
  const { control, helpId, errorId, labelId } = useFieldControl({ id, helpText, error, required });
  return (
    <Wrapper>
      <Label id={labelId} htmlFor={control.id}>
        {label}
        {required ? <RequiredMarker /> : null}
      </Label>
      {children(control, labelId)}
      <FieldMessages helpText={helpText} error={error} helpId={helpId} errorId={errorId} />
    </Wrapper>
  );
}
