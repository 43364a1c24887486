import { z } from 'zod';
import { defineCall } from '../define';
import { pageMeta, pageOf, success } from '../envelope';
import { transaction } from '../entities/transaction';
import { user } from '../entities/user';
import { idParams, listQuery } from '../fields';

export const userCalls = {
  list: defineCall({
    name: 'adminUsers',
    method: 'GET',
    path: '/api/admin/users',
    encoding: 'none',
    auth: 'admin',
    summary: 'End users, newest first; search matches name, e-mail, status, plan or device.',
    query: listQuery,
    reply: pageOf(user),
  }),
  transactions: defineCall({
    name: 'adminUserTransactions',
    method: 'GET',
    path: '/api/admin/user-transactions/{id}',
    encoding: 'none',
    auth: 'admin',
    summary:
      "One user's transactions, newest first, a page at a time; search matches payment method, status, amount, currency or the transaction id. total_spent and spent_by_currency count every succeeded payment, on every page.",
    params: idParams,
    query: listQuery,
    reply: success({
      data: z.object({
        transactions: z.array(transaction),
        /** The spec's one figure: every succeeded payment added up, whatever its currency. */
        total_spent: z.number(),
        /** The same per currency (major units), what a user who paid in dollars and shekels spent in each. */
        spent_by_currency: z.array(z.object({ currency: z.string(), amount: z.number() })),
        user,
      }),
      meta: pageMeta,
    }),
  }),
};
