import { defineCall } from '../define';
import { pageOf } from '../envelope';
import { transaction } from '../entities/transaction';
import { listQuery } from '../fields';

export const transactionCalls = {
  list: defineCall({
    name: 'adminTransactions',
    method: 'GET',
    path: '/api/admin/transactions',
    encoding: 'none',
    auth: 'admin',
    summary: 'Newest first; search matches payment method, user name or e-mail, status, amount or currency.',
    query: listQuery,
    reply: pageOf(transaction),
  }),
};
