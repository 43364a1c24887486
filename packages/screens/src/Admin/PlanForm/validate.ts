import type { PlanDuration, PlanStatus } from '@bible-admin/contract';
import type { PlanFormMessages } from './messages';

/** What the plan form holds: the price as typed, the features as label → included. */
export interface PlanFormValues {
  name: string;
  price: string;
  duration: PlanDuration;
  plan_status: PlanStatus;
  features: Record<string, boolean>;
}

export type PlanFormErrors = Partial<Record<keyof PlanFormValues, string>>;

/** The spec's rules: a name, a price (a number, 0 or more) and at least one feature. */
export function validatePlan(values: PlanFormValues, words: PlanFormMessages): PlanFormErrors {
  const errors: PlanFormErrors = {};
  if (!values.name?.trim()) errors.name = words.nameRequired;
  const price = values.price?.trim() ?? '';
  if (price === '') errors.price = words.priceRequired;
  else if (!Number.isFinite(Number(price)) || Number(price) < 0) errors.price = words.priceInvalid;
  if (Object.keys(values.features ?? {}).length === 0) errors.features = words.featuresRequired;
  return errors;
}
