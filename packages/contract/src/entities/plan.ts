import { z } from 'zod';
import { timestamp } from '../fields';

export const planDurations = ['monthly', 'yearly', 'unlimited'] as const;
export type PlanDuration = (typeof planDurations)[number];
export const planStatuses = ['active', 'inactive'] as const;
export type PlanStatus = (typeof planStatuses)[number];

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
});
export type Plan = z.infer<typeof plan>;
