import { defineEndpoints } from '../endpoint';

export const healthCalls = defineEndpoints({
  live: { name: 'healthz', method: 'GET', path: '/healthz', encoding: 'none', auth: 'public' },
  ready: { name: 'readyz', method: 'GET', path: '/readyz', encoding: 'none', auth: 'public' },
});
