import { transactionCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { actorOf } from '../http/actor';
import { registerCall, registerDownload } from '../http/route';
import { exportedTransaction, presentTransaction } from '../presenters';
import { listTransactions } from '../repositories/transactions';
import { exportFilename, listExport, transactionsList } from '../services/exports';

export async function transactionRoutes(app: FastifyInstance) {
  const { db, media } = app.deps;

  registerCall(app, transactionCalls.list, async ({ query }) => {
    const { rows, meta } = await listTransactions(db, query);
    return ok(
      {
        data: rows.map((row) => presentTransaction(row, media)),
        meta,
      },
      'Transactions',
    );
  });

  registerDownload(app, transactionCalls.export, async ({ query, request }) => ({
    filename: exportFilename('transactions'),
    body: await listExport(db, actorOf(request), query.search || null, transactionsList, exportedTransaction),
  }));
}
