import { defineCall } from '../define';
import { success } from '../envelope';
import { dashboardStats } from '../entities/dashboard';

export const dashboardCalls = {
  dashboard: defineCall({
    name: 'adminDashboard',
    method: 'GET',
    path: '/api/admin/dashboard',
    encoding: 'none',
    auth: 'admin',
    reply: success({ data: dashboardStats }),
  }),
};
