import { defineEndpoints } from '../endpoint';

export const auditCalls = defineEndpoints({
  list: {
    name: 'adminAuditEvents',
    method: 'GET',
    path: '/api/admin/audit-events',
    encoding: 'none',
    auth: 'admin',
    permission: 'audit.read',
  },
  actors: {
    name: 'adminAuditActors',
    method: 'GET',
    path: '/api/admin/audit-events/admins',
    encoding: 'none',
    auth: 'admin',
    permission: 'audit.read',
  },
});
