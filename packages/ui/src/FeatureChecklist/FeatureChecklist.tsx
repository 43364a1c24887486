import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { useMessages } from '../i18n';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { quietDestructive } from '../internal/destructiveAction';
import { ErrorLine } from '../internal/field';
import { TextField } from '../TextField';
import { featureChecklistMessages, type FeatureChecklistMessages } from './messages';
import { addFeature, removeFeature, toggleFeature, type Features } from './rules';

export interface FeatureChecklistProps {
  /** Feature label → included, in display order. */
  value: Features;
  onChange?: (value: Features) => void;
  /** 'read' shows a check or a cross by each feature; 'edit' toggles, removes and adds. */
  mode?: 'read' | 'edit';
  /** Names the list (the legend in edit mode); 'Features' in the provider's language when absent. */
  label?: string;
  /** The form needs at least one feature: the new-feature field is required while the list is empty. */
  required?: boolean;
  /** A message from the form (e.g. the required rule, which the form drops once a feature is in). */
  error?: string;
  /** Overrides the built-in words (included, new feature, add, remove, the blank and duplicate messages). */
  labels?: Partial<FeatureChecklistMessages>;
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
  min-block-size: ${({ theme }) => theme.sizes.control};
  padding-inline: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  /* The checkbox's label fills the row, so all of it toggles the feature. */
  & > :first-child {
    flex: 1;
  }
`;

// Quiet until pointed at or focused, then red: the kit's one look for removing something.
const RemoveButton = styled(IconButton)`
  ${quietDestructive}
`;

// The messages stay under the whole row, so that Add lines up with the field.
const AddRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child {
    flex: 1;
  }
`;

/** A plan's features: read with a check or a cross each, or edit (toggle, remove, add). Controlled. */
export function FeatureChecklist({
  value,
  onChange,
  mode = 'read',
  label,
  required = false,
  error,
  labels,
}: FeatureChecklistProps) {
  const words = useMessages(featureChecklistMessages, labels);
  const name = label ?? words.list;
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const addErrorId = useId();
  const errorId = useId();
  const entries = Object.entries(value);

  if (mode === 'read') {
    return (
      <List aria-label={name}>
        {entries.map(([feature, included]) => (
          <ReadItem key={feature} $included={included}>
            <Icon name={included ? 'check' : 'cross'} label={included ? words.included : words.notIncluded} />
            <span>{feature}</span>
          </ReadItem>
        ))}
      </List>
    );
  }

  const add = () => {
    const result = addFeature(value, draft);
    if (!result.ok) {
      setAddError(result.reason === 'blank' ? words.blank : words.duplicate);
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
      <Legend>{name}</Legend>
      {entries.length > 0 && (
        <List>
          {entries.map(([feature, included]) => (
            <EditItem key={feature}>
              <Checkbox
                label={feature}
                checked={included}
                onChange={() => onChange?.(toggleFeature(value, feature))}
              />
              <RemoveButton
                icon="trash"
                label={words.remove(feature)}
                size="sm"
                onClick={() => {
                  onChange?.(removeFeature(value, feature));
                  // The button goes away with its row: keep keyboard focus in the checklist.
                  inputRef.current?.focus();
                }}
              />
            </EditItem>
          ))}
        </List>
      )}
      <AddRow>
        <TextField
          ref={inputRef}
          label={words.newFeature}
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
          {words.add}
        </Button>
      </AddRow>
      {addError && (
        <ErrorLine id={addErrorId} role="alert">
          {addError}
        </ErrorLine>
      )}
      {error && <ErrorLine id={errorId}>{error}</ErrorLine>}
    </Fieldset>
  );
}
