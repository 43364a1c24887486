import { defineEndpoints } from '../endpoint';

export const dashboardCalls = defineEndpoints({
  dashboard: {
    name: 'adminDashboard',
    method: 'GET',
    path: '/api/admin/dashboard',
    encoding: 'none',
    auth: 'admin',
    permission: 'dashboard.read',
  },
});
