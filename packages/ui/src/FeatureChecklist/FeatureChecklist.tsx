import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { addFeature, removeFeature, toggleFeature, type Features } from './rules';

export interface FeatureChecklistLabels {
  included: string;
  notIncluded: string;
  newFeature: string;
  add: string;
  remove: (feature: string) => string;
}

const DEFAULT_LABELS: FeatureChecklistLabels = {
  included: 'included',
  notIncluded: 'not included',
  newFeature: 'New feature',
  add: 'Add',
  remove: (feature) => `Remove ${feature}`,
};

export interface FeatureChecklistProps {
  /** Feature label → included, in display order. */
  value: Features;
  onChange?: (value: Features) => void;
  /** 'read' shows a check or a cross by each feature; 'edit' toggles, removes and adds. */
  mode?: 'read' | 'edit';
  /** Names the list (the legend in edit mode). */
  label?: string;
  /** The form needs at least one feature: the new-feature field is required while the list is empty. */
  required?: boolean;
  /** A message from the form (e.g. the required rule). */
  error?: string;
  /** Shown when Add is pressed with a blank label. */
  blankError?: string;
  /** Shown when the label is already in the list. */
  duplicateError?: string;
  labels?: Partial<FeatureChecklistLabels>;
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ReadItem = styled.li<{ $included: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  svg {
    color: ${({ theme, $included }) => ($included ? theme.colors.success : theme.colors.textMuted)};
  }
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: none;
  min-inline-size: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const EditItem = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const CheckLabel = styled.label`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.sizes.control};
  cursor: pointer;
  input {
    inline-size: ${({ theme }) => theme.sizes.iconSm};
    block-size: ${({ theme }) => theme.sizes.iconSm};
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.sizes.controlSm};
  block-size: ${({ theme }) => theme.sizes.controlSm};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.error};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.errorSoft};
  }
`;

const AddRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Input = styled.input`
  flex: 1;
  min-inline-size: 0;
  block-size: ${({ theme }) => theme.sizes.control};
  padding-inline: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A plan's features: read with a check or a cross each, or edit (toggle, remove, add). Controlled. */
export function FeatureChecklist({
  value,
  onChange,
  mode = 'read',
  label,
  required = false,
  error,
  blankError = 'Please enter a feature',
  duplicateError = 'This feature is already in the list',
  labels: labelOverrides,
}: FeatureChecklistProps) {
  const labels = { ...DEFAULT_LABELS, ...labelOverrides };
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const addErrorId = useId();
  const errorId = useId();
  const entries = Object.entries(value);

  if (mode === 'read') {
    return (
      <List aria-label={label}>
        {entries.map(([feature, included]) => (
          <ReadItem key={feature} $included={included}>
            <Icon
              name={included ? 'check' : 'cross'}
              label={included ? labels.included : labels.notIncluded}
            />
            <span>{feature}</span>
          </ReadItem>
        ))}
      </List>
    );
  }

  const add = () => {
    const result = addFeature(value, draft);
    if (!result.ok) {
      setAddError(result.reason === 'blank' ? blankError : duplicateError);
      return;
    }
    setDraft('');
    setAddError(undefined);
    onChange?.(result.features);
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the feature instead of submitting the surrounding plan form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      {label && <Legend>{label}</Legend>}
      {entries.length > 0 && (
        <List>
          {entries.map(([feature, included]) => (
            <EditItem key={feature}>
              <CheckLabel>
                <input
                  type="checkbox"
                  checked={included}
                  onChange={() => onChange?.(toggleFeature(value, feature))}
                />
                {feature}
              </CheckLabel>
              <RemoveButton
                type="button"
                aria-label={labels.remove(feature)}
                onClick={() => {
                  onChange?.(removeFeature(value, feature));
                  // The button goes away with its row: keep keyboard focus in the checklist.
                  inputRef.current?.focus();
                }}
              >
                <Icon name="trash" />
              </RemoveButton>
            </EditItem>
          ))}
        </List>
      )}
      <AddRow>
        <Input
          ref={inputRef}
          type="text"
          aria-label={labels.newFeature}
          placeholder={labels.newFeature}
          value={draft}
          required={required && entries.length === 0}
          aria-invalid={Boolean(addError) || (Boolean(error) && entries.length === 0) || undefined}
          aria-describedby={addError ? addErrorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setAddError(undefined);
          }}
          onKeyDown={onInputKeyDown}
        />
        <Button type="button" variant="secondary" icon={<Icon name="plus" />} onClick={add}>
          {labels.add}
        </Button>
      </AddRow>
      {addError && (
        <Message id={addErrorId} role="alert">
          {addError}
        </Message>
      )}
      {error && <Message id={errorId}>{error}</Message>}
    </Fieldset>
  );
}
