import { defineEndpoints } from '../endpoint';

export const stripeCalls = defineEndpoints({
  getCredentials: {
    name: 'getStripeCredentials',
    method: 'GET',
    path: '/api/stripe/credentials',
    encoding: 'none',
    auth: 'admin',
    permission: 'settings',
  },
  saveCredentials: {
    name: 'saveStripeCredentials',
    method: 'POST',
    path: '/api/stripe/credentials',
    encoding: 'form',
    auth: 'admin',
    permission: 'settings',
  },
  webhook: {
    name: 'stripeWebhook',
    method: 'POST',
    path: '/api/stripe/webhook',
    encoding: 'json',
    auth: 'public',
  },
});
