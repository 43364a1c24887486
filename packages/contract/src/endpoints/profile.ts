import { defineEndpoints } from '../endpoint';

export const profileCalls = defineEndpoints({
  updateProfile: {
    name: 'adminUpdateProfile',
    method: 'POST',
    path: '/api/admin/update-profile',
    encoding: 'multipart',
    auth: 'admin',
    permission: 'profile.self',
  },
  changePassword: {
    name: 'adminChangePassword',
    method: 'POST',
    path: '/api/admin/change-password',
    encoding: 'form',
    auth: 'admin',
    permission: 'profile.self',
  },
  updateLocale: {
    name: 'adminUpdateLocale',
    method: 'POST',
    path: '/api/admin/update-locale',
    encoding: 'form',
    auth: 'admin',
    permission: 'profile.self',
  },
});
