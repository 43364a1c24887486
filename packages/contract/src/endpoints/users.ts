import { defineEndpoints } from '../endpoint';

export const userCalls = defineEndpoints({
  list: {
    name: 'adminUsers',
    method: 'GET',
    path: '/api/admin/users',
    encoding: 'none',
    auth: 'admin',
    permission: 'people.read',
  },
  export: {
    name: 'adminUsersExport',
    method: 'GET',
    path: '/api/admin/users/export.csv',
    encoding: 'none',
    auth: 'admin',
    permission: 'people.read',
    download: 'csv',
  },
  exportLink: {
    name: 'adminUsersExportLink',
    method: 'POST',
    path: '/api/admin/users/export-link',
    encoding: 'form',
    auth: 'admin',
    permission: 'people.read',
  },
  exportByLink: {
    name: 'usersExportByLink',
    method: 'GET',
    path: '/api/admin/users/export/{token}',
    encoding: 'none',
    auth: 'public',
    download: 'csv',
  },
  remove: {
    name: 'adminRemoveUser',
    method: 'DELETE',
    path: '/api/admin/remove-user/{id}',
    encoding: 'none',
    auth: 'admin',
    permission: 'people.remove',
  },
  transactions: {
    name: 'adminUserTransactions',
    method: 'GET',
    path: '/api/admin/user-transactions/{id}',
    encoding: 'none',
    auth: 'admin',
    permission: 'people.read',
  },
});
