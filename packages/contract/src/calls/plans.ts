import { z } from 'zod';
import { defineCall } from '../define';
import { conflictOf, emptySuccess, pageOf, success } from '../envelope';
import { PLAN_PRICE_MAX, planDurations, planStatuses } from '../constants';
import { plan } from '../entities/plan';
import { cleanLine } from '../plainText';
import { fromJsonText, idParams, listQuery, readVersion, requiredMoney, requiredText } from '../fields';

/** Features arrive as a JSON string (form) or an object (JSON body): label → included, at least one. */
const featuresField = fromJsonText(
  z
    .record(
      z.string().overwrite(cleanLine).trim().min(1, 'Feature names must not be blank').max(200),
      z.boolean(),
      {
        error: (issue) =>
          issue.input === undefined
            ? 'At least one feature is required'
            : 'Features must be a JSON object of name → true/false',
      },
    )
    .refine((features) => Object.keys(features).length > 0, 'At least one feature is required'),
);

const duration = z.enum(planDurations, { error: 'Duration must be monthly, yearly or unlimited' });

const planFields = z.object({
  name: requiredText('Plan Name'),
  price: requiredMoney('Price').pipe(
    z.number().min(0, 'Price must not be negative').max(PLAN_PRICE_MAX, 'Price is too high'),
  ),
  duration: duration.default('monthly'),
  /** `plan_status` is the spec's name; `status` is accepted too. */
  plan_status: z.enum(planStatuses, { error: 'Status must be active or inactive' }).optional(),
  status: z.enum(planStatuses, { error: 'Status must be active or inactive' }).optional(),
  features: featuresField,
});

const planReply = success({ data: plan });

export const planCalls = {
  list: defineCall({
    name: 'adminPlans',
    method: 'GET',
    path: '/api/admin/plans',
    encoding: 'none',
    auth: 'admin',
    query: listQuery,
    reply: pageOf(plan),
  }),
  add: defineCall({
    name: 'adminAddPlan',
    method: 'POST',
    path: '/api/admin/add-plan',
    encoding: 'form',
    auth: 'admin',
    body: planFields,
    reply: planReply,
  }),
  update: defineCall({
    name: 'adminUpdatePlan',
    method: 'POST',
    path: '/api/admin/update-plan',
    encoding: 'form',
    auth: 'admin',
    // On update a missing duration keeps the stored one.
    body: planFields.extend({
      plan_id: requiredText('Plan ID', 100),
      duration: duration.optional(),
      version: readVersion,
    }),
    reply: planReply,
    conflict: conflictOf(plan),
  }),
  toggleStatus: defineCall({
    name: 'adminTogglePlanStatus',
    method: 'POST',
    path: '/api/admin/toggle-plan-status/{id}',
    encoding: 'none',
    auth: 'admin',
    summary: 'Flips a plan between active and inactive.',
    params: idParams,
    reply: planReply,
  }),
  delete: defineCall({
    name: 'adminDeletePlan',
    method: 'DELETE',
    path: '/api/admin/delete-plan/{id}',
    encoding: 'none',
    auth: 'admin',
    summary: 'Deletes a plan; its subscribers fall back to Free.',
    params: idParams,
    reply: emptySuccess,
  }),
};
