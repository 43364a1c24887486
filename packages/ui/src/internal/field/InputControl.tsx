import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDirection } from '../../direction';
import { controlStyles, type ControlStateProps } from './controlStyles';

const Box = styled.div<ControlStateProps>`
  ${controlStyles}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Input = styled.input<{ $alignEnd: boolean; $disabled: boolean }>`
  flex: 1;
  min-inline-size: 0;
  align-self: stretch;
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  text-align: ${({ $alignEnd }) => ($alignEnd ? 'end' : 'start')};
  /* The box around the input shows the ring (controlStyles). */
  &:focus,
  &:focus-visible {
    outline: none;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
  }
  &::-webkit-search-cancel-button {
    appearance: none;
  }
  /* No spinner arrows on numbers: tiny targets that change a price or a time by one on a stray wheel. */
  &[type='number'] {
    appearance: textfield;
  }
  &::-webkit-inner-spin-button,
  &::-webkit-outer-spin-button {
    appearance: none;
    margin: 0;
  }
`;

export interface InputControlProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Shown before the text (an icon). */
  start?: ReactNode;
  /** Shown after the text (a button). */
  end?: ReactNode;
}

/** A bordered input with optional things at either end: the box of the text-like fields and SearchInput. */
export const InputControl = forwardRef<HTMLInputElement, InputControlProps>(function InputControl(
  { start, end, ...input },
  ref,
) {
  const { direction } = useDirection();
  return (
    <Box
      $invalid={Boolean(input['aria-invalid'])}
      $disabled={Boolean(input.disabled)}
      $readOnly={Boolean(input.readOnly)}
    >
      {start}
      <Input
        ref={ref}
        {...input}
        $disabled={Boolean(input.disabled)}
        // An LTR value (number, e-mail) in a right-to-left form still lines up with the form's start edge.
        $alignEnd={input.dir === 'ltr' && direction === 'rtl'}
      />
      {end}
    </Box>
  );
});
