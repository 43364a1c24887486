import { z } from 'zod';
import { defineCall } from '../define';
import { conflictOf, emptySuccess, pageOf, success } from '../envelope';
import { PLAN_PRICE_MAX, planDurations, planStatuses } from '../constants';
import { plan } from '../entities/plan';
import { cleanLine } from '../plainText';
import { fromJsonText, idParams, listQuery, readVersion, requiredMoney, requiredText } from '../fields';
import { planCalls as endpoints } from '../endpoints/plans';

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
    ...endpoints.list,
    query: listQuery,
    reply: pageOf(plan),
  }),
  add: defineCall({
    ...endpoints.add,
    body: planFields,
    reply: planReply,
  }),
  update: defineCall({
    ...endpoints.update,
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
    ...endpoints.toggleStatus,
    summary: 'Flips a plan between active and inactive.',
    params: idParams,
    reply: planReply,
  }),
  delete: defineCall({
    ...endpoints.delete,
    summary: 'Deletes a plan; its subscribers fall back to Free.',
    params: idParams,
    reply: emptySuccess,
  }),
};
