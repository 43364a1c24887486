import { defineEndpoints } from '../endpoint';

export const transactionCalls = defineEndpoints({
  list: {
    name: 'adminTransactions',
    method: 'GET',
    path: '/api/admin/transactions',
    encoding: 'none',
    auth: 'admin',
    permission: 'people.read',
  },
  export: {
    name: 'adminTransactionsExport',
    method: 'GET',
    path: '/api/admin/transactions/export.csv',
    encoding: 'none',
    auth: 'admin',
    permission: 'people.read',
    download: 'csv',
  },
  exportLink: {
    name: 'adminTransactionsExportLink',
    method: 'POST',
    path: '/api/admin/transactions/export-link',
    encoding: 'form',
    auth: 'admin',
    permission: 'people.read',
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
