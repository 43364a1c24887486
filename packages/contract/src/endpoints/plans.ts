import { defineEndpoints } from '../endpoint';

export const planCalls = defineEndpoints({
  list: {
    name: 'adminPlans',
    method: 'GET',
    path: '/api/admin/plans',
    encoding: 'none',
    auth: 'admin',
    permission: 'content.read',
  },
  add: {
    name: 'adminAddPlan',
    method: 'POST',
    path: '/api/admin/add-plan',
    encoding: 'form',
    auth: 'admin',
    permission: 'plans.write',
  },
  update: {
    name: 'adminUpdatePlan',
    method: 'POST',
    path: '/api/admin/update-plan',
    encoding: 'form',
    auth: 'admin',
    permission: 'plans.write',
  },
  toggleStatus: {
    name: 'adminTogglePlanStatus',
    method: 'POST',
    path: '/api/admin/toggle-plan-status/{id}',
    encoding: 'none',
    auth: 'admin',
    permission: 'plans.write',
  },
  delete: {
    name: 'adminDeletePlan',
    method: 'DELETE',
    path: '/api/admin/delete-plan/{id}',
    encoding: 'none',
    auth: 'admin',
    permission: 'plans.write',
  },
});
