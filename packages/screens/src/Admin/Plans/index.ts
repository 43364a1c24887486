export { Plans } from './Plans';
export type { PlanDialog, PlansProps, PlansStatus } from './Plans';
