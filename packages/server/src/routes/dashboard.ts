import { dashboardCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { presentTransaction, presentUser } from '../presenters';
import { countersOf, readCounters } from '../repositories/counters';
import { recentTransactions } from '../repositories/transactions';
import { recentEndUsers } from '../repositories/users';

const RECENT = 5;

export async function dashboardRoutes(app: FastifyInstance) {
  const { db, media, chapterStats } = app.deps;

  registerCall(app, dashboardCalls.dashboard, async () => {
    // Totals from the counters the writes keep (no count over a million rows per view).
    const [counters, users, transactions, chapters] = await Promise.all([
      readCounters(db),
      recentEndUsers(db, RECENT),
      recentTransactions(db, RECENT),
      chapterStats.countChapters(),
    ]);
    const byDevice = countersOf(counters, 'users.device');
    const revenue = Object.fromEntries(
      Object.entries(countersOf(counters, 'revenue')).map(([currency, minor]) => [currency, minor / 100]),
    );
    const count = (device: string) => byDevice[device] ?? 0;
    const totalRevenue = Object.values(revenue).reduce((sum, amount) => sum + amount, 0);
    return ok(
      {
        data: {
          total_users: Object.values(byDevice).reduce((sum, n) => sum + n, 0),
          users_by_device: { ios_users: count('ios') + count('ipad'), android_users: count('android') },
          total_revenue: Math.round(totalRevenue * 100) / 100,
          revenue_by_currency: revenue,
          recent_users: users.map((user) => presentUser(user, media)),
          recent_transactions: transactions.map((transaction) => presentTransaction(transaction, media)),
          totalBooks: chapters,
        },
      },
      'Dashboard statistics',
    );
  });
}
