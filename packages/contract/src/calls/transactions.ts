import { defineCall } from '../define';
import { pageOf, success } from '../envelope';
import { exportLink, transactionExportRow } from '../entities/exports';
import { transaction } from '../entities/transaction';
import { exportQuery, exportTokenParams, listQuery } from '../fields';
import { transactionCalls as endpoints } from '../endpoints/transactions';

export const transactionCalls = {
  list: defineCall({
    ...endpoints.list,
    summary: 'Newest first; search matches payment method, user name or e-mail, status, amount or currency.',
    query: listQuery,
    reply: pageOf(transaction),
  }),
  export: defineCall({
    ...endpoints.export,
    summary:
      'Every transaction the list shows for `search` (every page), newest first, as CSV: as the users ' +
      'export, amounts in major units with two decimals beside their upper-case currency.',
    query: exportQuery,
    reply: transactionExportRow,
  }),
  exportLink: defineCall({
    ...endpoints.exportLink,
    summary: 'A single-use link to the transactions export of `search`: as the users export link.',
    body: exportQuery,
    reply: success({ data: exportLink }),
  }),
  exportByLink: defineCall({
    ...endpoints.exportByLink,
    summary: 'The transactions export of an export link (no bearer: the token is the credential).',
    params: exportTokenParams,
    reply: transactionExportRow,
  }),
};
