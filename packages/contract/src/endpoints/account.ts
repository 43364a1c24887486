import { defineEndpoints } from '../endpoint';

export const accountCalls = defineEndpoints({
  signup: { name: 'appSignup', method: 'POST', path: '/api/app/signup', encoding: 'form', auth: 'public' },
  login: { name: 'appLogin', method: 'POST', path: '/api/app/login', encoding: 'form', auth: 'public' },
  deleteAccount: {
    name: 'appDeleteAccount',
    method: 'DELETE',
    path: '/api/app/delete-account',
    encoding: 'none',
    auth: 'user',
  },
});
