import { useMemo } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, Card, Checkbox } from '@bible-admin/ui';
import { Footer, sameInitialValues } from '../../internal/FormLayout';
import { DirtySpy, type DirtyChange } from '../../internal/DirtySpy';
import { SaveOutcome, type SaveState } from '../../internal/SaveState';
import { ConflictNotice, type SaveConflict, useConflictForm } from '../common/ConflictNotice';
import { CardForm } from './CardForm';
import type { SettingsMessages } from './messages';

/** The two-factor policy as the settings give it (issue 32). */
export interface TwoFactorPolicy {
  require_two_factor: boolean;
  version: number;
}

/** What Save Security Settings hands over (the app adds the version the form was loaded at, as for the others). */
export interface TwoFactorPolicySubmission {
  require_two_factor: boolean;
}

const Help = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Settings → Security: "Require two-factor for every admin", saved like the other cards (its own save state, and
 * the conflict notice with who saved when someone else did since it loaded).
 */
export function SecurityPolicyCard({
  words,
  policy,
  save,
  conflict,
  onSave,
  onDirtyChange,
}: {
  words: SettingsMessages;
  policy?: TwoFactorPolicy | null;
  save: SaveState;
  conflict?: SaveConflict<TwoFactorPolicy, TwoFactorPolicySubmission> | null;
  onSave: (values: TwoFactorPolicySubmission) => void;
  onDirtyChange: DirtyChange;
}) {
  const initialValues = useMemo(
    () => ({ require_two_factor: policy?.require_two_factor ?? false }),
    [policy],
  );
  const resolve = useConflictForm();
  const saving = save.status === 'saving';
  const state = (on: boolean) => (on ? words.requiredOn : words.requiredOff);
  return (
    <Card title={words.securityTitle}>
      <Form<TwoFactorPolicySubmission>
        initialValues={initialValues}
        initialValuesEqual={sameInitialValues}
        onSubmit={(values) => onSave({ require_two_factor: values.require_two_factor })}
        render={({ handleSubmit, form, values }) => (
          <CardForm onSubmit={handleSubmit} noValidate aria-label={words.securityTitle}>
            <DirtySpy onDirtyChange={onDirtyChange} />
            <SaveOutcome state={save} savedMessage={words.securitySaved} />
            {conflict && (
              <ConflictNotice
                key={conflict.theirs.version}
                saved={conflict.saved}
                fields={[
                  {
                    label: words.requireTwoFactor,
                    theirs: state(conflict.theirs.require_two_factor),
                    yours: state(values.require_two_factor),
                  },
                ]}
                busy={saving}
                onLoadTheirs={() =>
                  resolve.loadTheirs(
                    form,
                    { require_two_factor: conflict.theirs.require_two_factor },
                    conflict,
                  )
                }
                onOverwrite={() => resolve.overwrite(form, conflict.onOverwrite)}
              />
            )}
            <FinalField<boolean> name="require_two_factor" type="checkbox">
              {({ input }) => (
                <Checkbox
                  role="switch"
                  name={input.name}
                  checked={input.checked}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  onFocus={input.onFocus}
                  label={words.requireTwoFactor}
                  disabled={saving}
                />
              )}
            </FinalField>
            <Help>{words.requireTwoFactorHelp}</Help>
            <Footer>
              <Button type="submit" busy={saving} busyLabel={words.saving}>
                {words.saveSecurity}
              </Button>
            </Footer>
          </CardForm>
        )}
      />
    </Card>
  );
}
