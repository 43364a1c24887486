import { defineCall } from '../define';
import { pageOf, success } from '../envelope';
import { exportLink, transactionExportRow } from '../entities/exports';
import { transaction } from '../entities/transaction';
import { exportQuery, exportTokenParams, listQuery } from '../fields';

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
  exportLink: defineCall({
    name: 'adminTransactionsExportLink',
    method: 'POST',
    path: '/api/admin/transactions/export-link',
    encoding: 'form',
    auth: 'admin',
    summary: 'A single-use link to the transactions export of `search`: as the users export link.',
    body: exportQuery,
    reply: success({ data: exportLink }),
  }),
  exportByLink: defineCall({
    name: 'transactionsExportByLink',
    method: 'GET',
    path: '/api/admin/transactions/export/{token}',
    encoding: 'none',
    auth: 'public',
    summary: 'The transactions export of an export link (no bearer: the token is the credential).',
    params: exportTokenParams,
    download: 'csv',
    reply: transactionExportRow,
  }),
};
