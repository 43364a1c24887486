import { z } from 'zod';
import { planDurations, planStatuses } from '../constants';
import { recordVersion, timestamp } from '../fields';

/** Feature label → included. */
export const planFeatures = z.record(z.string(), z.boolean());

export const plan = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  duration: z.enum(planDurations),
  /** The same value under both names the spec uses. */
  status: z.enum(planStatuses),
  plan_status: z.enum(planStatuses),
  features: planFeatures,
  created_at: timestamp,
  version: recordVersion,
});
export type Plan = z.infer<typeof plan>;
