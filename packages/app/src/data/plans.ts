import type { Plan } from '@bible-admin/contract';
import { LIST_LIMIT_MAX, planCalls } from '@bible-admin/contract/plain';
import type { PlanFormSubmission } from '@bible-admin/screens';
import { call } from '../api/client';
import { useReadView } from './status';
import { useCall, useRevalidate } from './useCall';

/** Every plan (the admin keeps a handful: the page shows them all, no paging). */
export function usePlans() {
  const result = useCall(planCalls.list, { query: { limit: LIST_LIMIT_MAX } });
  return { ...useReadView(result), plans: result.data?.data ?? [] };
}

/** The plan mutations; each revalidates the list and hands back the server's reply for its toast. */
export function usePlanActions() {
  const revalidate = useRevalidate();
  const after = async <T>(reply: Promise<T>) => {
    const result = await reply;
    await revalidate(planCalls.list);
    return result;
  };
  // Features travel as a JSON string in the form body (the client encodes objects as JSON).
  return {
    add: (values: PlanFormSubmission) => after(call(planCalls.add, { body: values })),
    /** `version`: the one the dialog loaded, so a save over someone else's is refused (409). */
    update: (plan: Plan, values: PlanFormSubmission, version?: number) =>
      after(call(planCalls.update, { body: { ...values, plan_id: plan._id, version } })),
    toggleStatus: (plan: Plan) => after(call(planCalls.toggleStatus, { params: { id: plan._id } })),
    remove: (plan: Plan) => after(call(planCalls.delete, { params: { id: plan._id } })),
  };
}
