import { z } from 'zod';
import { defineCall } from '../define';
import { pageMeta, pageOf, success } from '../envelope';
import { userExportRow } from '../entities/exports';
import { transaction } from '../entities/transaction';
import { user } from '../entities/user';
import { exportQuery, idParams, listQuery } from '../fields';

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
  export: defineCall({
    name: 'adminUsersExport',
    method: 'GET',
    path: '/api/admin/users/export.csv',
    encoding: 'none',
    auth: 'admin',
    summary:
      'Every end user the list shows for `search` (every page), newest first, as CSV: UTF-8 with a BOM, ' +
      'RFC 4180 quoting, a header row, dates ISO 8601; a cell beginning with =, +, -, @, tab or CR is ' +
      'prefixed with an apostrophe. Streamed from the database in batches; recorded in the audit log ' +
      '(list.exported, with the rows sent, also when the client goes away midway).',
    query: exportQuery,
    download: 'csv',
    reply: userExportRow,
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
        /**
         * The spec's one figure: every succeeded payment added up when they are all in one currency (0 for none);
         * null when there are several, which are never added together (spent_by_currency has each).
         */
        total_spent: z.number().nullable(),
        /** The same per currency (major units), what a user who paid in dollars and shekels spent in each. */
        spent_by_currency: z.array(z.object({ currency: z.string(), amount: z.number() })),
        user,
      }),
      meta: pageMeta,
    }),
  }),
};
