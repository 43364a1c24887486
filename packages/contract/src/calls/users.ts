import { z } from 'zod';
import { defineCall } from '../define';
import { emptySuccess, pageMeta, pageOf, success } from '../envelope';
import { exportLink, userExportRow } from '../entities/exports';
import { transaction } from '../entities/transaction';
import { user } from '../entities/user';
import { exportQuery, exportTokenParams, idParams, listQuery } from '../fields';
import { userCalls as endpoints } from '../endpoints/users';

export const userCalls = {
  list: defineCall({
    ...endpoints.list,
    summary: 'End users, newest first; search matches name, e-mail, status, plan or device.',
    query: listQuery,
    reply: pageOf(user),
  }),
  export: defineCall({
    ...endpoints.export,
    summary:
      'Every end user the list shows for `search` (every page), newest first, as CSV: UTF-8 with a BOM, ' +
      "RFC 4180 quoting, a header row in the admin's language, dates ISO 8601; a cell beginning with =, +, " +
      '-, @, tab or CR is prefixed with an apostrophe. Streamed from the database in batches; recorded in the ' +
      'audit log (list.exported, with the rows sent, also when the client goes away midway). At most ' +
      'EXPORT_CONCURRENCY_PER_ADMIN exports of one admin and EXPORT_CONCURRENCY_TOTAL in all run at once: ' +
      'then 429 export_busy with Retry-After. HEAD answers the headers without reading a row.',
    query: exportQuery,
    reply: userExportRow,
  }),
  exportLink: defineCall({
    ...endpoints.exportLink,
    summary:
      'A single-use link to the users export of `search`, for the browser to download without a token ' +
      '(its download manager sends none): good once, for this admin, for about a minute. Refused with 429 ' +
      'export_busy and Retry-After while no export slot is free; the download takes the slot when it starts.',
    body: exportQuery,
    reply: success({ data: exportLink }),
  }),
  exportByLink: defineCall({
    ...endpoints.exportByLink,
    summary:
      'The users export of an export link (no bearer: the token is the credential), as export.csv. ' +
      '401 export_link_invalid for an unknown token, 410 export_link_expired or export_link_used, 403 ' +
      'when its admin is no longer one. The token never reaches a log.',
    params: exportTokenParams,
    reply: userExportRow,
  }),
  remove: defineCall({
    ...endpoints.remove,
    summary:
      'Removes an end user as deleting their own account does: the account and its profile picture go, its ' +
      "sessions end, its transactions stay for the books under 'Deleted user'. Audited (user.removed) with who " +
      'removed whom. An admin account is refused (409 admin_not_removable): the team is managed elsewhere.',
    params: idParams,
    reply: emptySuccess,
  }),
  transactions: defineCall({
    ...endpoints.transactions,
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
