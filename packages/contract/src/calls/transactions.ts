import { defineCall } from '../define';
import { pageOf } from '../envelope';
import { transactionExportRow } from '../entities/exports';
import { transaction } from '../entities/transaction';
import { exportQuery, listQuery } from '../fields';

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
  export: defineCall({
    name: 'adminTransactionsExport',
    method: 'GET',
    path: '/api/admin/transactions/export.csv',
    encoding: 'none',
    auth: 'admin',
    summary:
      'Every transaction the list shows for `search` (every page), newest first, as CSV: as the users ' +
      'export, amounts in major units with two decimals beside their upper-case currency.',
    query: exportQuery,
    download: 'csv',
    reply: transactionExportRow,
  }),
};
