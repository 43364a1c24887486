import { z } from 'zod';
import { defineCall } from '../define';
import { pageOf, success } from '../envelope';
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
    params: idParams,
    reply: success({
      data: z.object({ transactions: z.array(transaction), total_spent: z.number(), user }),
    }),
  }),
};
