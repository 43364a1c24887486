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
});
