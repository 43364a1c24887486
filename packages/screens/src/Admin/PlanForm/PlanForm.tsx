import { useId, useMemo, useRef } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import styled from 'styled-components';
import type { Plan, PlanDuration, PlanStatus } from '@bible-admin/contract';
import { planDurations, planStatuses } from '@bible-admin/contract/plain';
import { Button, FeatureChecklist, Modal, NumberField, Select, TextField } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { controlProps, FormErrorBanner } from '../../internal/FormLayout';
import { DirtySpy, type DirtyChange } from '../../internal/DirtySpy';
import {
  type ConflictField,
  ConflictNotice,
  type SaveConflict,
  useConflictForm,
} from '../common/ConflictNotice';
import { planFormMessages, type PlanFormMessages } from './messages';
import { validatePlan, type PlanFormValues } from './validate';

/** What the form hands over; the app sends `features` as a JSON string (the contract accepts either). */
export interface PlanFormSubmission {
  name: string;
  price: number;
  duration: PlanDuration;
  plan_status: PlanStatus;
  /** Feature label → included, in the order shown. */
  features: Record<string, boolean>;
}

export interface PlanFormProps {
  mode: 'add' | 'edit';
  /** The plan to edit (edit mode); the form starts from its values. */
  plan?: Plan | null;
  /** The save is running: the submit button says 'Saving...' and the dialog cannot be dismissed. */
  saving?: boolean;
  /** The server's refusal of the last save, in a red banner above the fields. */
  serverError?: string | null;
  /** Someone else saved the plan since the dialog loaded it: the notice compares theirs with the form's values. */
  conflict?: SaveConflict<Plan, PlanFormSubmission> | null;
  onSubmit: (values: PlanFormSubmission) => void;
  /** Cancel, the close button or Escape; the caller unmounts the form (it is mounted while open). */
  onClose: () => void;
  /** Told each time the form gains or loses unsaved changes (the app guards leaving the page). */
  onDirtyChange?: DirtyChange;
}

// One column: the dialog is narrow, and Price sits under the name it prices.
const FormBody = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

// Price, duration and status share a row while each keeps a readable width; a phone wraps them.
const ShortFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.sizes.fieldCompact}), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

/** The spec's add defaults: monthly, active, no features, price 0. */
function initialValuesOf(plan: Plan | null | undefined): PlanFormValues {
  return {
    name: plan?.name ?? '',
    price: plan ? String(plan.price) : '0',
    duration: plan?.duration ?? 'monthly',
    plan_status: plan?.plan_status ?? plan?.status ?? 'active',
    features: { ...plan?.features },
  };
}

/** The included features' names, as the notice lists them. */
const includedFeatures = (features: Record<string, boolean>) =>
  Object.entries(features)
    .filter(([, included]) => included)
    .map(([name]) => name)
    .join(', ');

/** What a plan's conflict notice compares: their stored plan and the form's values. */
function planConflictFields(
  theirs: PlanFormValues,
  yours: PlanFormValues,
  words: PlanFormMessages,
): ConflictField[] {
  return [
    { label: words.name, theirs: theirs.name, yours: yours.name },
    { label: words.price, theirs: theirs.price, yours: yours.price },
    {
      label: words.duration,
      theirs: words.durations[theirs.duration],
      yours: words.durations[yours.duration],
    },
    {
      label: words.status,
      theirs: words.statuses[theirs.plan_status],
      yours: words.statuses[yours.plan_status],
    },
    {
      label: words.features,
      theirs: includedFeatures(theirs.features),
      yours: includedFeatures(yours.features ?? {}),
    },
  ];
}

function toSubmission(values: PlanFormValues): PlanFormSubmission {
  return {
    name: values.name.trim(),
    price: Number(values.price.trim()),
    duration: values.duration,
    plan_status: values.plan_status,
    features: values.features,
  };
}

/** The Add Plan or Edit Plan dialog: name, price, duration, status and the features checklist. */
export function PlanForm({
  mode,
  plan,
  saving = false,
  serverError,
  conflict,
  onSubmit,
  onClose,
  onDirtyChange,
}: PlanFormProps) {
  const words = useScreenMessages(planFormMessages);
  const resolve = useConflictForm();
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const initialValues = useMemo(() => initialValuesOf(mode === 'edit' ? plan : null), [mode, plan]);
  const title = mode === 'add' ? words.addTitle : words.editTitle;
  const shown = (meta: { touched?: boolean; submitFailed?: boolean; error?: string }) =>
    meta.touched || meta.submitFailed ? meta.error : undefined;

  return (
    <Form<PlanFormValues>
      initialValues={initialValues}
      validate={(values) => validatePlan(values, words)}
      onSubmit={(values) => onSubmit(toSubmission(values))}
      render={({ handleSubmit, form, values }) => (
        <Modal
          open
          onClose={onClose}
          title={title}
          closeOnOverlayClick={false}
          dismissible={!saving}
          initialFocus={nameRef}
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={saving}>
                {words.cancel}
              </Button>
              <Button type="submit" form={formId} busy={saving} busyLabel={words.saving}>
                {mode === 'add' ? words.save : words.update}
              </Button>
            </>
          }
        >
          <FormBody id={formId} onSubmit={handleSubmit} noValidate aria-label={title}>
            <DirtySpy onDirtyChange={onDirtyChange} />
            <FormErrorBanner message={serverError} />
            {conflict && (
              <ConflictNotice
                key={conflict.theirs.version}
                saved={conflict.saved}
                fields={planConflictFields(initialValuesOf(conflict.theirs), values, words)}
                busy={saving}
                onLoadTheirs={() => resolve.loadTheirs(form, initialValuesOf(conflict.theirs), conflict)}
                onOverwrite={() =>
                  resolve.overwrite(form, (values) => conflict.onOverwrite(toSubmission(values)))
                }
              />
            )}
            <FinalField<string> name="name">
              {({ input, meta }) => (
                <TextField
                  ref={nameRef}
                  {...controlProps(input)}
                  label={words.name}
                  required
                  error={shown(meta)}
                />
              )}
            </FinalField>
            <ShortFields>
              <FinalField<string> name="price">
                {({ input, meta }) => (
                  <NumberField
                    {...controlProps(input)}
                    label={words.price}
                    required
                    min={0}
                    step={0.01}
                    error={shown(meta)}
                  />
                )}
              </FinalField>
              <FinalField<string> name="duration">
                {({ input }) => (
                  <Select
                    {...controlProps(input)}
                    label={words.duration}
                    options={planDurations.map((value) => ({ value, label: words.durations[value] }))}
                  />
                )}
              </FinalField>
              <FinalField<string> name="plan_status">
                {({ input }) => (
                  <Select
                    {...controlProps(input)}
                    label={words.status}
                    options={planStatuses.map((value) => ({ value, label: words.statuses[value] }))}
                  />
                )}
              </FinalField>
            </ShortFields>
            <FinalField<Record<string, boolean>> name="features">
              {({ input, meta }) => (
                <FeatureChecklist
                  mode="edit"
                  label={words.features}
                  required
                  value={input.value || {}}
                  onChange={input.onChange}
                  // Shown once a save was tried: an empty list is where every new plan starts.
                  error={meta.submitFailed ? meta.error : undefined}
                />
              )}
            </FinalField>
          </FormBody>
        </Modal>
      )}
    />
  );
}
