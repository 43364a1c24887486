export { PlanForm } from './PlanForm';
export type { PlanFormProps, PlanFormSubmission } from './PlanForm';
