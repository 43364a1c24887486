import { z } from 'zod';
import { transaction } from './transaction';
import { user } from './user';

/** A recent transaction with the plan it paid for, so that a $4.99 payment is not called 'Premium Subscription'. */
export const dashboardTransaction = transaction.extend({
  /** null: the payment named no plan; `name` null: the plan it named has since been deleted. */
  plan: z.object({ _id: z.string(), name: z.string().nullable() }).nullable(),
});
export type DashboardTransaction = z.infer<typeof dashboardTransaction>;

export const dashboardStats = z.object({
  total_users: z.number().int(),
  /** ios_users counts iPhone and iPad devices. */
  users_by_device: z.object({ ios_users: z.number().int(), android_users: z.number().int() }),
  /**
   * Sum of succeeded transactions when they are all in one currency (0 for none); null when there are several,
   * which are never added together: revenue_by_currency has each.
   */
  total_revenue: z.number().nullable(),
  revenue_by_currency: z.record(z.string(), z.number()),
  recent_users: z.array(user),
  recent_transactions: z.array(dashboardTransaction),
  /** Number of chapters. */
  totalBooks: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
