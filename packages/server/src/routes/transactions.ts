import { transactionCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { registerExportCalls } from '../http/exports';
import { registerCall } from '../http/route';
import { exportedTransaction, presentTransaction } from '../presenters';
import { listTransactions } from '../repositories/transactions';
import { transactionsList } from '../services/exports';

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

  registerExportCalls(app, transactionCalls, transactionsList, exportedTransaction);
}
