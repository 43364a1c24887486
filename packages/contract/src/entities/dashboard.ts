import { z } from 'zod';
import { transaction } from './transaction';
import { user } from './user';

export const dashboardStats = z.object({
  total_users: z.number().int(),
  /** ios_users counts iPhone and iPad devices. */
  users_by_device: z.object({ ios_users: z.number().int(), android_users: z.number().int() }),
  /** Sum of succeeded transactions, all currencies added as they are (see revenue_by_currency). */
  total_revenue: z.number(),
  revenue_by_currency: z.record(z.string(), z.number()),
  recent_users: z.array(user),
  recent_transactions: z.array(transaction),
  /** Number of chapters. */
  totalBooks: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
