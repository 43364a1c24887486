import { userCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { presentTransaction, presentUser } from '../presenters';
import { transactionsOfUser } from '../repositories/transactions';
import { listEndUsers } from '../repositories/users';
import { requireUser } from '../services/require';

export async function userRoutes(app: FastifyInstance) {
  const { db, media } = app.deps;

  registerCall(app, userCalls.list, async ({ query }) => {
    const { rows, meta } = await listEndUsers(db, query);
    return ok(
      {
        data: rows.map((row) => presentUser(row, media)),
        meta,
      },
      'Users',
    );
  });

  registerCall(app, userCalls.transactions, async ({ params }) => {
    const user = await requireUser(db, params.id);
    const rows = await transactionsOfUser(db, user.id);
    const spentMinor = rows
      .filter((row) => row.status === 'succeeded')
      .reduce((sum, row) => sum + row.amount_minor, 0);
    return ok(
      {
        data: {
          transactions: rows.map((row) => presentTransaction(row, media)),
          total_spent: spentMinor / 100,
          user: presentUser(user, media),
        },
      },
      'User transactions',
    );
  });
}
