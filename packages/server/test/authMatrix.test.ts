import { type AdminRole, adminRoles, allCalls, type AnyCall, mayDo } from '@bible-admin/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeJwt } from 'jose';
import { generateSync } from 'otplib';
import { insertPlan } from '../src/repositories/plans';
import { insertUser } from '../src/repositories/users';
import { addChapter, adminClient, chapterForm, FakeSynthesizer } from './helpers/content';
import { ADMIN_PASSWORD, bearer, createTestApp, type TestApp } from './helpers/testApp';
import { multipartBody } from './helpers/multipart';

/**
 * The anonymous / end-user / admin-role matrix over the contract: every admin call answers 401 without a
 * token, 403 to an end user, 403 `forbidden_role` to each role without the call's permission, passes the
 * guard for each role with it, and answers 200 to the owner with its sample in `validRequests`. An admin call
 * without a sample fails the test, so a new call cannot slip through; the roles come from the contract's
 * permission table, so a call added later is walked without editing this file.
 */

let t: TestApp;
/** Each role's admin: the owner is the first admin, signed in; the others are inserted. */
const tokens = {} as Record<AdminRole, string>;
let userToken: string;
let userId: string;
let userToRemove: string;
// Deletions get fixtures of their own, so the matrix passes in any order.
let planId: string;
let planToDelete: string;
let chapterId: string;
let chapterToDelete: string;
let verseId: string;
let verseToDelete: string;
// Sessions: another of the admin's own, and another admin with one.
let ownSession: string;
let otherAdminId: string;
let otherAdminSession: string;
// The admin's password as the calls have left it (change-password changes it, and the calls run in order).
let adminPassword = ADMIN_PASSWORD;

const sessionOf = (token: string) => decodeJwt(token).sid as string;
let teamMate: string;
let teamMateToRemove: string;
let invitationId: string;
let invitationToRevoke: string;
// The owner's authenticator secret from the set-up call, for the code that confirms it.
let ownerTotpSecret = '';

beforeAll(async () => {
  t = await createTestApp({ overrides: { speech: new FakeSynthesizer() } });
  tokens.owner = await t.loginAdmin();
  tokens.editor = (await t.createAdmin('editor')).token;
  tokens.support = (await t.createAdmin('support')).token;
  teamMate = (await t.createAdmin('editor')).user.id;
  teamMateToRemove = (await t.createAdmin('support')).user.id;
  const invite = async (email: string) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/invite-admin',
      headers: bearer(tokens.owner),
      payload: { email, role: 'editor' },
    });
    if (response.statusCode !== 200) throw new Error(`invite-admin failed: ${response.body}`);
    return response.json().data._id as string;
  };
  invitationId = await invite('invited@test.local');
  invitationToRevoke = await invite('revoked@test.local');
  const endUser = await t.createEndUser();
  userToken = endUser.token;
  userId = endUser.user.id;
  userToRemove = (await t.createEndUser()).user.id;
  const plan = () =>
    insertPlan(t.db, { name: 'P', price: 1, duration: 'monthly', status: 'active', features: { a: true } });
  planId = (await plan()).id;
  planToDelete = (await plan()).id;

  const client = adminClient(t, tokens.owner);
  chapterId = (await addChapter(client))._id;
  chapterToDelete = (await addChapter(client))._id;
  const verse = async (verse_number: string) => {
    const response = await client.form('/api/admin/save-reading-verse', {
      chapter_id: chapterId,
      verse_number,
      verse_content: '<p>verse</p>',
    });
    if (response.statusCode !== 200) throw new Error(`save-reading-verse failed: ${response.body}`);
    return response.json().data._id as string;
  };
  verseId = await verse('1');
  verseToDelete = await verse('2');

  ownSession = sessionOf(await t.loginAdmin());
  const otherAdmin = await insertUser(t.db, {
    role: 'admin',
    name: 'Other Admin',
    first_name: 'Other',
    last_name: 'Admin',
    email: 'other-admin@test.local',
    password_hash: 'not-a-hash',
    status: 'Active',
  });
  otherAdminId = otherAdmin.id;
  otherAdminSession = sessionOf(await t.deps.tokens.signIn(otherAdmin, { ip: null, userAgent: null }));
});
afterAll(() => t.close());

type SampleRequest = Omit<InjectOptions, 'method' | 'url' | 'path'> & { pathParams?: Record<string, string> };
type Sample = () => SampleRequest;

const validRequests: Record<string, Sample> = {
  adminDashboard: () => ({}),
  adminUsers: () => ({}),
  adminUserTransactions: () => ({ pathParams: { id: userId } }),
  adminRemoveUser: () => ({ pathParams: { id: userToRemove } }),
  adminTransactions: () => ({}),
  adminPlans: () => ({}),
  adminChapters: () => ({}),
  adminAddPlan: () => ({ payload: { name: 'Gold', price: '9.99', features: '{"Audio":true}' } }),
  adminUpdatePlan: () => ({
    payload: { plan_id: planId, name: 'Gold', price: '9.99', features: '{"Audio":true}' },
  }),
  adminTogglePlanStatus: () => ({ pathParams: { id: planId } }),
  adminDeletePlan: () => ({ pathParams: { id: planToDelete } }),
  adminUpdateGeneralSettings: () => ({ payload: { contact_number: '03-555-0123' } }),
  adminUpdateProfile: () => multipartBody({ first_name: 'Ada', last_name: 'L' }),
  adminChangePassword: () => ({
    payload: {
      current_password: 'admin-password-1',
      new_password: 'admin-password-2',
      confirm_password: 'admin-password-2',
    },
  }),
  adminUpdateLocale: () => ({ payload: { locale: 'en' } }),
  getStripeCredentials: () => ({}),
  saveStripeCredentials: () => ({
    payload: { public_key: 'pk_test_1', secret_key: 'sk_test_1234567890abcdef' },
  }),
  getChapterById: () => ({ pathParams: { id: chapterId } }),
  adminAddChapter: () => chapterForm(),
  adminUpdateChapter: () => ({
    pathParams: { id: chapterId },
    ...multipartBody({ chapter_name: 'Renamed' }),
  }),
  adminDeleteChapter: () => ({ pathParams: { id: chapterToDelete } }),
  getVersesByChapterId: () => ({ pathParams: { id: chapterId } }),
  adminSaveReadingVerse: () => ({
    payload: { chapter_id: chapterId, verse_number: '3', verse_content: '<p>three</p>' },
  }),
  adminEditVerse: () => ({ pathParams: { id: verseId } }),
  adminUpdateReadingVerse: () => ({
    pathParams: { id: verseId },
    payload: { chapter_id: chapterId, verse_number: '1', verse_content: '<p>one, edited</p>' },
  }),
  adminDeleteVerse: () => ({ pathParams: { id: verseToDelete } }),
  generateSpeech: () => ({ payload: { chapter_id: chapterId, gender: 'male' } }),
  regenerateSpeech: () => ({ payload: { chapter_id: chapterId, gender: 'male' } }),
  adminAuditEvents: () => ({ query: { type: 'plan.created', page: '1' } }),
  adminAuditActors: () => ({}),
  adminUsersExport: () => ({ query: { search: 'a' } }),
  adminUsersExportLink: () => ({ payload: { search: 'a' } }),
  adminTransactionsExportLink: () => ({ payload: {} }),
  adminTransactionsExport: () => ({}),
  adminMySessions: () => ({}),
  adminEndMySession: () => ({ pathParams: { id: ownSession } }),
  adminEndMyOtherSessions: () => ({}),
  adminSessionsOfAdmin: () => ({ pathParams: { id: otherAdminId } }),
  adminEndAdminSession: () => ({ pathParams: { id: otherAdminSession } }),
  adminEndAdminSessions: () => ({ pathParams: { id: otherAdminId } }),
  adminConfirmPassword: () => ({ payload: { password: adminPassword } }),
  adminTeam: () => ({}),
  adminInviteAdmin: () => ({ payload: { email: 'new-admin@test.local', role: 'support', locale: 'he' } }),
  adminResendInvitation: () => ({ pathParams: { id: invitationId } }),
  adminRevokeInvitation: () => ({ pathParams: { id: invitationToRevoke } }),
  adminChangeAdminRole: () => ({ pathParams: { id: teamMate }, payload: { role: 'support' } }),
  adminDeactivateAdmin: () => ({ pathParams: { id: teamMate } }),
  adminReactivateAdmin: () => ({ pathParams: { id: teamMate } }),
  adminRemoveAdmin: () => ({ pathParams: { id: teamMateToRemove } }),
  adminSecurity: () => ({}),
  adminTotpSetup: () => ({}),
  adminTotpConfirm: () => ({
    payload: { code: ownerTotpSecret ? generateSync({ secret: ownerTotpSecret }) : '000000' },
  }),
  adminRecoveryCodes: () => ({}),
  adminTotpDisable: () => ({ payload: { password: adminPassword } }),
  adminSecuritySettings: () => ({}),
  adminUpdateSecuritySettings: () => ({ payload: { require_two_factor: false } }),
  adminResetSecondFactor: () => ({ pathParams: { id: teamMate } }),
};

function request(call: AnyCall, sample: SampleRequest = {}, token?: string): InjectOptions {
  const { pathParams = {}, headers = {}, ...rest } = sample;
  const url = call.path.replace(/\{(\w+)\}/g, (_match, name: string) => pathParams[name] ?? 'unknown-id');
  return { method: call.method, url, ...rest, headers: { ...headers, ...(token ? bearer(token) : {}) } };
}

const adminCalls = allCalls.filter((call) => call.auth === 'admin');
const signedInCalls = allCalls.filter((call) => call.auth !== 'public');

test('every admin call has a sample request, and every sample an admin call', () => {
  const names = adminCalls.map((call) => call.name);
  expect(names.filter((name) => !validRequests[name])).toEqual([]);
  expect(Object.keys(validRequests).filter((name) => !names.includes(name))).toEqual([]);
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

      // The roles without the permission first: a refused call changes nothing the others then need.
      const [holders, others] = [
        adminRoles.filter((role) => mayDo(role, call.permission!)),
        adminRoles.filter((role) => !mayDo(role, call.permission!)),
      ];
      test.each(others)('%s → 403 forbidden_role', async (role) => {
        const response = await t.inject(request(call, validRequests[call.name]?.(), tokens[role]));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ success: false, status_code: 403, code: 'forbidden_role' });
      });

      test('owner → 200', async () => {
        expect(holders).toContain('owner');
        const sample = validRequests[call.name];
        expect(sample, `no sample request for ${call.name} in validRequests`).toBeDefined();
        const response = await t.inject(request(call, sample?.(), tokens.owner));
        expect(response.statusCode, response.body).toBe(200);
        // A download answers with its file; every other call with the JSON envelope.
        if (call.download) {
          expect(response.headers['content-type']).toMatch(/^text\/csv/);
          return;
        }
        expect(response.json()).toMatchObject({ success: true, status_code: 200 });
        tokens.owner = response.json().access_token ?? tokens.owner;
        if (call.name === 'adminChangePassword') adminPassword = 'admin-password-2';
        if (call.name === 'adminTotpSetup') ownerTotpSecret = response.json().secret;
      });

      // Past the guard: the handler answers (after the owner's, a deleting sample finds its fixture gone: 404).
      test.each(holders.filter((role) => role !== 'owner'))('%s → allowed', async (role) => {
        const response = await t.inject(request(call, validRequests[call.name]?.(), tokens[role]));
        expect([401, 403], response.body).not.toContain(response.statusCode);
        // change-password ends the admin's earlier tokens and hands back the one to continue with.
        if (response.statusCode === 200 && !call.download)
          tokens[role] = response.json().access_token ?? tokens[role];
      });
    }
  },
);
