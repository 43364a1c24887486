import { defineCall } from '../define';
import { pageOf } from '../envelope';
import { transactionExportRow } from '../entities/exports';
import { transaction } from '../entities/transaction';
import { exportQuery, listQuery } from '../fields';
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
};
