import { userCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { fromMinor, oneCurrencyTotal } from '../domain/money';
import { actorOf } from '../http/actor';
import { ok } from '../http/reply';
import { registerExportCalls } from '../http/exports';
import { registerCall } from '../http/route';
import { exportedUser, presentTransaction, presentUser } from '../presenters';
import { spentByCurrency, userTransactionsPage } from '../repositories/transactions';
import { listEndUsers } from '../repositories/users';
import { removeEndUser } from '../services/accounts';
import { usersList } from '../services/exports';
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

  registerExportCalls(app, userCalls, usersList, exportedUser);

  registerCall(app, userCalls.remove, async ({ params, request }) => {
    await removeEndUser(app.deps, params.id, actorOf(request));
    return ok({}, 'User removed successfully');
  });

  registerCall(app, userCalls.transactions, async ({ params, query }) => {
    // Read beside the user, not after: an unknown id finds no transactions and answers 404 all the same.
    const [user, { rows, meta }, spent] = await Promise.all([
      requireUser(db, params.id),
      userTransactionsPage(db, params.id, query),
      spentByCurrency(db, params.id),
    ]);
    return ok(
      {
        data: {
          transactions: rows.map((row) => presentTransaction(row, media)),
          total_spent: oneCurrencyTotal(
            Object.fromEntries(spent.map(({ currency, minor }) => [currency, minor])),
          ),
          spent_by_currency: spent.map(({ currency, minor }) => ({ currency, amount: fromMinor(minor) })),
          user: presentUser(user, media),
        },
        meta,
      },
      'User transactions',
    );
  });
}
