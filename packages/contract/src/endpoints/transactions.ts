import { defineEndpoints } from '../endpoint';

export const transactionCalls = defineEndpoints({
  list: {
    name: 'adminTransactions',
    method: 'GET',
    path: '/api/admin/transactions',
    encoding: 'none',
    auth: 'admin',
  },
  export: {
    name: 'adminTransactionsExport',
    method: 'GET',
    path: '/api/admin/transactions/export.csv',
    encoding: 'none',
    auth: 'admin',
    download: 'csv',
  },
});
