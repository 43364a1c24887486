import { z } from 'zod';
import { transaction } from './transaction';
import { user } from './user';

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
  recent_transactions: z.array(transaction),
  /** Number of chapters. */
  totalBooks: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
