import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldMessages, RequiredMarker, useFieldControl, type FieldMessagesProps } from '../internal/field';
import { Icon } from '../Icon';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>, FieldMessagesProps {
  label: ReactNode;
}

const Wrapper = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  /* Help and error line up under the label, not under the box. */
  & > p {
    grid-column: 2;
  }
`;

const Box = styled.span`
  position: relative;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textInverse};
  svg {
    position: absolute;
    inset: 0;
    margin: auto;
    pointer-events: none;
    visibility: hidden;
  }
  input:checked + svg {
    visibility: visible;
  }
`;

/** The real checkbox keeps its semantics and keyboard behaviour; only its look is replaced. */
const Input = styled.input<{ $invalid: boolean }>`
  appearance: none;
  margin: 0;
  inline-size: ${({ theme }) => theme.sizes.icon};
  block-size: ${({ theme }) => theme.sizes.icon};
  border: ${({ theme }) => theme.sizes.border} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:checked {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Label = styled.label<{ $disabled: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

/** A checkbox with its label beside it, and optional help text and error under the label. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, helpText, error, required, id, ...input },
  ref,
) {
  const { control, helpId, errorId } = useFieldControl({ id, helpText, error, required });
  return (
    <Wrapper>
      <Box>
        <Input ref={ref} type="checkbox" {...input} {...control} $invalid={Boolean(error)} />
        <Icon name="check" size={16} />
      </Box>
      <Label htmlFor={control.id} $disabled={Boolean(input.disabled)}>
        {label}
        {required ? <RequiredMarker /> : null}
      </Label>
      <FieldMessages helpText={helpText} error={error} helpId={helpId} errorId={errorId} />
    </Wrapper>
  );
});
