import { allCalls, type AnyCall } from '@bible-admin/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertPlan } from '../src/repositories/plans';
import { bearer, createTestApp, type TestApp } from './helpers/testApp';
import { multipartBody } from './helpers/multipart';

/**
 * The anonymous / end-user / admin matrix over the contract: every admin call answers 401 without a
 * token and 403 to an end user. With an admin token, calls listed in `validRequests` must answer 200;
 * any other admin call must at least get past auth without a server error.
 */

let t: TestApp;
let adminToken: string;
let userToken: string;
let planId: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.loginAdmin();
  const endUser = await t.createEndUser();
  userToken = endUser.token;
  userId = endUser.user.id;
  planId = (
    await insertPlan(t.db, {
      name: 'P',
      price: 1,
      duration: 'monthly',
      status: 'active',
      features: { a: true },
    })
  ).id;
});
afterAll(() => t.close());

type SampleRequest = Omit<InjectOptions, 'method' | 'url' | 'path'> & { pathParams?: Record<string, string> };
type Sample = () => SampleRequest;

const validRequests: Record<string, Sample> = {
  adminDashboard: () => ({}),
  adminUsers: () => ({}),
  adminUserTransactions: () => ({ pathParams: { id: userId } }),
  adminTransactions: () => ({}),
  adminPlans: () => ({}),
  adminChapters: () => ({}),
  adminAddPlan: () => ({ payload: { name: 'Gold', price: '9.99', features: '{"Audio":true}' } }),
  adminUpdatePlan: () => ({
    payload: { plan_id: planId, name: 'Gold', price: '9.99', features: '{"Audio":true}' },
  }),
  adminTogglePlanStatus: () => ({ pathParams: { id: planId } }),
  adminDeletePlan: () => ({ pathParams: { id: planId } }),
  adminUpdateGeneralSettings: () => ({ payload: { contact_number: '123' } }),
  adminUpdateProfile: () => multipartBody({ first_name: 'Ada', last_name: 'L' }),
  adminChangePassword: () => ({
    payload: {
      current_password: 'admin-password-1',
      new_password: 'admin-password-1',
      confirm_password: 'admin-password-1',
    },
  }),
  getStripeCredentials: () => ({}),
  saveStripeCredentials: () => ({
    payload: { public_key: 'pk_test_1', secret_key: 'sk_test_1234567890abcdef' },
  }),
};

function request(call: AnyCall, sample: SampleRequest = {}, token?: string): InjectOptions {
  const { pathParams = {}, headers = {}, ...rest } = sample;
  const url = call.path.replace(/\{(\w+)\}/g, (_match, name: string) => pathParams[name] ?? 'unknown-id');
  return { method: call.method, url, ...rest, headers: { ...headers, ...(token ? bearer(token) : {}) } };
}

const adminCalls = allCalls.filter((call) => call.auth === 'admin');
const signedInCalls = allCalls.filter((call) => call.auth !== 'public');

test('the contract has admin calls to check', () => {
  expect(adminCalls.length).toBeGreaterThanOrEqual(Object.keys(validRequests).length);
});

describe.each(signedInCalls.map((call) => [`${call.method} ${call.path}`, call] as const))(
  '%s',
  (_name, call) => {
    test('anonymous → 401', async () => {
      const response = await t.inject(request(call, validRequests[call.name]?.()));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, status_code: 401 });
    });

    if (call.auth === 'admin') {
      test('end user → 403', async () => {
        const response = await t.inject(request(call, validRequests[call.name]?.(), userToken));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          success: false,
          status_code: 403,
          message: 'Admin access required',
        });
      });

      test('admin → allowed', async () => {
        const sample = validRequests[call.name];
        const response = await t.inject(request(call, sample?.(), adminToken));
        // change-password ends the admin's earlier tokens and hands back the one to continue with.
        adminToken = response.json().access_token ?? adminToken;
        if (sample) {
          expect(response.statusCode, response.body).toBe(200);
          expect(response.json()).toMatchObject({ success: true, status_code: 200 });
        } else {
          expect([401, 403]).not.toContain(response.statusCode);
          expect(response.statusCode).toBeLessThan(500);
        }
      });
    }
  },
);
