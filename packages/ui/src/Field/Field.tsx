import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  FieldLabel,
  FieldMessages,
  RequiredMarker,
  useFieldControl,
  type FieldControlProps,
  type FieldMessagesProps,
} from '../internal/field';

export type { FieldControlProps, FieldMessagesProps };

export interface FieldProps extends FieldMessagesProps {
  label: ReactNode;
  required?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  /** Receives the attributes to spread on the control, and the label's id for controls named by a button. */
  children: (control: FieldControlProps, labelId: string) => ReactNode;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;

/** A label above a control, help text and an error under it, all wired for assistive technology. */
export function Field({ label, helpText, error, required, id, children }: FieldProps) {
  const { control, helpId, errorId, labelId } = useFieldControl({ id, helpText, error, required });
  return (
    <Wrapper>
      <FieldLabel id={labelId} htmlFor={control.id}>
        {label}
        {required ? <RequiredMarker /> : null}
      </FieldLabel>
      {children(control, labelId)}
      <FieldMessages helpText={helpText} error={error} helpId={helpId} errorId={errorId} />
    </Wrapper>
  );
}
