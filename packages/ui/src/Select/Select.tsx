import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, type FieldMessagesProps } from '../Field';
import { controlStyles, type ControlStateProps } from '../internal/field';
import { Icon } from '../Icon';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>, FieldMessagesProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first option with an empty value, e.g. 'Choose a plan'. */
  placeholder?: string;
}

const Wrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    position: absolute;
    inset-inline-end: ${({ theme }) => theme.space.md};
    pointer-events: none;
  }
`;

const NativeSelect = styled.select<ControlStateProps>`
  ${controlStyles}
  appearance: none;
  padding-inline: ${({ theme }) => theme.space.md};
  /* Room for the chevron at the end. */
  padding-inline-end: ${({ theme }) => theme.space.xxl};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  /* The placeholder (the empty option) reads as a hint, in the muted colour; a chosen value in the text colour. */
  &:has(option[value='']:checked) {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  option {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A native select (keyboard and screen-reader behaviour for free), styled like the other controls. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, helpText, error, required, id, options, placeholder, ...select },
  ref,
) {
  return (
    <Field label={label} helpText={helpText} error={error} required={required} id={id}>
      {(control) => (
        <Wrapper>
          <NativeSelect
            ref={ref}
            {...select}
            {...control}
            $invalid={Boolean(error)}
            $disabled={Boolean(select.disabled)}
            $readOnly={false}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <Icon name="chevronDown" />
        </Wrapper>
      )}
    </Field>
  );
});
