import { dashboardCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { presentDashboardTransaction, presentUser } from '../presenters';
import { dashboardStats } from '../services/dashboard';

export async function dashboardRoutes(app: FastifyInstance) {
  const { media } = app.deps;

  registerCall(app, dashboardCalls.dashboard, async () => {
    const { recentUsers, recentTransactions, chapters, ...totals } = await dashboardStats(app.deps);
    return ok(
      {
        data: {
          ...totals,
          recent_users: recentUsers.map((user) => presentUser(user, media)),
          recent_transactions: recentTransactions.map((transaction) =>
            presentDashboardTransaction(transaction, media),
          ),
          totalBooks: chapters,
        },
      },
      'Dashboard statistics',
    );
  });
}
