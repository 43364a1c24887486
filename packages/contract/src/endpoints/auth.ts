import { defineEndpoints } from '../endpoint';

export const authCalls = defineEndpoints({
  login: { name: 'login', method: 'POST', path: '/api/login', encoding: 'form', auth: 'public' },
  currentUser: {
    name: 'getCurrentUser',
    method: 'GET',
    path: '/api/get_current_user',
    encoding: 'none',
    auth: 'user',
  },
  logout: { name: 'logout', method: 'POST', path: '/api/logout', encoding: 'none', auth: 'user' },
  forgotPassword: {
    name: 'forgotPassword',
    method: 'POST',
    path: '/api/forgot-password',
    encoding: 'form',
    auth: 'public',
  },
  checkResetLink: {
    name: 'checkResetLink',
    method: 'POST',
    path: '/api/check-reset-link',
    encoding: 'form',
    auth: 'public',
  },
  resetPassword: {
    name: 'resetPassword',
    method: 'POST',
    path: '/api/reset-password',
    encoding: 'form',
    auth: 'public',
  },
});
