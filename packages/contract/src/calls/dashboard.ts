import { defineCall } from '../define';
import { success } from '../envelope';
import { dashboardStats } from '../entities/dashboard';
import { dashboardCalls as endpoints } from '../endpoints/dashboard';

export const dashboardCalls = {
  dashboard: defineCall({
    ...endpoints.dashboard,
    reply: success({ data: dashboardStats }),
  }),
};
