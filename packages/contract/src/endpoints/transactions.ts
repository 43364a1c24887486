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
  exportLink: {
    name: 'adminTransactionsExportLink',
    method: 'POST',
    path: '/api/admin/transactions/export-link',
    encoding: 'form',
    auth: 'admin',
  },
  exportByLink: {
    name: 'transactionsExportByLink',
    method: 'GET',
    path: '/api/admin/transactions/export/{token}',
    encoding: 'none',
    auth: 'public',
    download: 'csv',
  },
});
