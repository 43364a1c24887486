import { defineEndpoints } from '../endpoint';

/**
 * Sign-in sessions (issue 31): the admin's own, and, for the owner, another admin's. The calls on another
 * admin's sessions are admin-only for now; the roles narrow them to the owner.
 */
export const sessionCalls = defineEndpoints({
  mine: {
    name: 'adminMySessions',
    method: 'GET',
    path: '/api/admin/sessions',
    encoding: 'none',
    auth: 'admin',
  },
  endMine: {
    name: 'adminEndMySession',
    method: 'POST',
    path: '/api/admin/end-session/{id}',
    encoding: 'none',
    auth: 'admin',
  },
  endMyOthers: {
    name: 'adminEndMyOtherSessions',
    method: 'POST',
    path: '/api/admin/end-other-sessions',
    encoding: 'none',
    auth: 'admin',
  },
  ofAdmin: {
    name: 'adminSessionsOfAdmin',
    method: 'GET',
    path: '/api/admin/admin-sessions/{id}',
    encoding: 'none',
    auth: 'admin',
  },
  endAdminSession: {
    name: 'adminEndAdminSession',
    method: 'POST',
    path: '/api/admin/end-admin-session/{id}',
    encoding: 'none',
    auth: 'admin',
  },
  endAdminSessions: {
    name: 'adminEndAdminSessions',
    method: 'POST',
    path: '/api/admin/end-admin-sessions/{id}',
    encoding: 'none',
    auth: 'admin',
  },
  confirmPassword: {
    name: 'adminConfirmPassword',
    method: 'POST',
    path: '/api/auth/confirm-password',
    encoding: 'form',
    auth: 'admin',
  },
});
