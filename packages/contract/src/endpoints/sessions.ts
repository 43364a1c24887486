import { defineEndpoints } from '../endpoint';

/** Sign-in sessions (issue 31): every admin's own, and, for the owner (the team's permission), another admin's. */
export const sessionCalls = defineEndpoints({
  mine: {
    name: 'adminMySessions',
    method: 'GET',
    path: '/api/admin/sessions',
    encoding: 'none',
    auth: 'admin',
    permission: 'profile.self',
  },
  endMine: {
    name: 'adminEndMySession',
    method: 'POST',
    path: '/api/admin/end-session/{id}',
    encoding: 'none',
    auth: 'admin',
    permission: 'profile.self',
  },
  endMyOthers: {
    name: 'adminEndMyOtherSessions',
    method: 'POST',
    path: '/api/admin/end-other-sessions',
    encoding: 'none',
    auth: 'admin',
    permission: 'profile.self',
  },
  ofAdmin: {
    name: 'adminSessionsOfAdmin',
    method: 'GET',
    path: '/api/admin/admin-sessions/{id}',
    encoding: 'none',
    auth: 'admin',
    permission: 'team',
  },
  endAdminSession: {
    name: 'adminEndAdminSession',
    method: 'POST',
    path: '/api/admin/end-admin-session/{id}',
    encoding: 'none',
    auth: 'admin',
    permission: 'team',
  },
  endAdminSessions: {
    name: 'adminEndAdminSessions',
    method: 'POST',
    path: '/api/admin/end-admin-sessions/{id}',
    encoding: 'none',
    auth: 'admin',
    permission: 'team',
  },
  confirmPassword: {
    name: 'adminConfirmPassword',
    method: 'POST',
    path: '/api/auth/confirm-password',
    encoding: 'form',
    auth: 'admin',
    permission: 'profile.self',
  },
});
