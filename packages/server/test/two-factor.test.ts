import { generateSync } from 'otplib';
import { beforeEach, describe, expect, test } from 'vitest';
import { insertPasswordReset } from '../src/repositories/passwordResets';
import { claimTotpStep, spendRecoveryCode } from '../src/repositories/twoFactor';
import { newLinkToken, tokenHash } from '../src/services/linkTokens';
import { recoveryCodeHash } from '../src/services/recoveryCodes';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, form, sharedTestApp } from './helpers/testApp';

/**
 * Two-factor sign-in (issue 32): the authenticator set-up, the login's challenge and its second step
 * (each refusal), recovery codes, the owner's policy and reset. The clock is the test's: codes are
 * computed for the moment it says, nothing sleeps.
 */

let now = Date.now();
const t = sharedTestApp({
  admin: true,
  reset: true,
  env: { LOGIN_ACCOUNT_RATE_LIMIT: '4' },
  overrides: { clock: () => now },
});
beforeEach(() => {
  // The start of a 30-second step, so a step's neighbours are exactly 30 s away.
  now = Math.floor(Date.now() / 30_000) * 30_000 + 1_000;
});

const STEP_MS = 30_000;
const codeAt = (secret: string, ms: number) => generateSync({ secret, epoch: Math.floor(ms / 1000) });

const post = (url: string, payload: object, token?: string) =>
  t.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });

/** Sets up an authenticator for the session's admin; its secret and recovery codes. */
async function enableTotp(token: string) {
  const setup = await post('/api/admin/security/totp/setup', {}, token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauth_url, qr_data_url } = setup.json();
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\//);
  expect(qr_data_url).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirm = await post('/api/admin/security/totp/confirm', { code: codeAt(secret, now) }, token);
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret: secret as string, codes: confirm.json().recovery_codes as string[] };
}

const login = (username = ADMIN_EMAIL, password = ADMIN_PASSWORD) =>
  t.inject({ method: 'POST', url: '/api/login', ...form({ username, password }) });

/** The login's challenge token (the password is right and a second step follows). */
async function challenge(username = ADMIN_EMAIL) {
  const response = await login(username);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().challenge_token as string;
}

const secondFactor = (challenge_token: string, code: string, method = 'totp') =>
  post('/api/auth/second-factor', { challenge_token, method, code });

const sessionCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const auditTypes = async () =>
  (await t.db.selectFrom('audit_events').select('type').orderBy('created_at').execute()).map(
    (row) => row.type,
  );

describe('setting up an authenticator', () => {
  test('a login without a second factor signs in at once (step signed_in)', async () => {
    const response = await login();
    expect(response.json()).toMatchObject({ step: 'signed_in', token_type: 'bearer' });
    expect(response.json().access_token).toEqual(expect.any(String));
  });

  test('the secret is sealed at rest, 10 recovery codes are given once and stored hashed', async () => {
    const { secret, codes } = await enableTotp(t.admin);
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
    expect(new Set(codes).size).toBe(10);
    const row = await t.db.selectFrom('totp_factors').selectAll().executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    expect(t.deps.secrets.decrypt(row.secret!)).toBe(secret);
    const stored = await t.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);
    expect(stored).toHaveLength(10);
    expect(await auditTypes()).toContain('two_factor.totp_enabled');
    const security = await t.inject({ method: 'GET', url: '/api/admin/security', headers: bearer(t.admin) });
    expect(security.json()).toMatchObject({
      totp: { enabled: true, recovery_codes_left: 10 },
      required: false,
    });
  });

  test('a wrong confirmation code is a 400 (not a sign-out), audited; nothing is turned on', async () => {
    const setup = await post('/api/admin/security/totp/setup', {}, t.admin);
    const wrong = codeAt(setup.json().secret, now + 5 * STEP_MS);
    const response = await post('/api/admin/security/totp/confirm', { code: wrong }, t.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_code');
    expect(await auditTypes()).toContain('auth.second_factor_failed');
    expect((await login()).json().step).toBe('signed_in');
  });

  test('no set-up to confirm: totp_setup_missing', async () => {
    const response = await post('/api/admin/security/totp/confirm', { code: '123456' }, t.admin);
    expect(response.json().code).toBe('totp_setup_missing');
  });
});

describe('the second step', () => {
  test('the login asks for it without starting a session; a code finishes the sign-in', async () => {
    const { secret } = await enableTotp(t.admin);
    const before = await sessionCount();
    const response = await login();
    expect(response.json()).toMatchObject({ step: 'second_factor', methods: ['totp', 'recovery_code'] });
    expect(response.json().access_token).toBeUndefined();
    expect(await sessionCount()).toBe(before);
    now += STEP_MS;
    const done = await secondFactor(response.json().challenge_token, codeAt(secret, now));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ step: 'signed_in', token_type: 'bearer' });
    const me = await t.inject({
      method: 'GET',
      url: '/api/get_current_user',
      headers: bearer(done.json().access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(await sessionCount()).toBe(before + 1);
  });

  test('a code is refused the second time (its step is used), even in another sign-in', async () => {
    const { secret } = await enableTotp(t.admin);
    now += STEP_MS;
    const code = codeAt(secret, now);
    expect((await secondFactor(await challenge(), code)).statusCode).toBe(200);
    const again = await secondFactor(await challenge(), code);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('invalid_code');
  });

  test('one step of drift either way is accepted, two are refused', async () => {
    const { secret } = await enableTotp(t.admin);
    now += 10 * STEP_MS;
    const attempt = async (offsetSteps: number) =>
      (await secondFactor(await challenge(), codeAt(secret, now + offsetSteps * STEP_MS))).statusCode;
    expect(await attempt(-2)).toBe(401);
    expect(await attempt(-1)).toBe(200);
    expect(await attempt(2)).toBe(401);
    expect(await attempt(1)).toBe(200);
  });

  test('an expired challenge and a used one are refused with challenge_expired', async () => {
    const { secret } = await enableTotp(t.admin);
    const expiring = await challenge();
    now += 5 * 60_000 + 1_000;
    const late = await secondFactor(expiring, codeAt(secret, now));
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('challenge_expired');

    const token = await challenge();
    expect((await secondFactor(token, codeAt(secret, now))).statusCode).toBe(200);
    now += STEP_MS;
    const reused = await secondFactor(token, codeAt(secret, now));
    expect(reused.json().code).toBe('challenge_expired');
    expect((await secondFactor('not-a-token', codeAt(secret, now))).json().code).toBe('challenge_expired');
  });

  test('two requests with one code: the step and the recovery code are each taken by one update only', async () => {
    // Both requests may have checked the code before either records it: the conditional update decides.
    const { codes } = await enableTotp(t.admin);
    const { user_id, last_step } = await t.db
      .selectFrom('totp_factors')
      .selectAll()
      .executeTakeFirstOrThrow();
    const next = Number(last_step) + 1;
    expect(await claimTotpStep(t.db, user_id, next)).toBe(true);
    expect(await claimTotpStep(t.db, user_id, next)).toBe(false);
    expect(await claimTotpStep(t.db, user_id, next - 1)).toBe(false);
    const hash = recoveryCodeHash(codes[0]!);
    expect(await spendRecoveryCode(t.db, user_id, hash, now)).toBe(true);
    expect(await spendRecoveryCode(t.db, user_id, hash, now)).toBe(false);
  });

  test('a deactivated admin’s open challenge opens nothing', async () => {
    const editor = await t.createAdmin('editor');
    const { secret } = await enableTotp(editor.token);
    const token = await challenge(editor.user.email);
    await t.db
      .updateTable('users')
      .set({ deactivated_at: new Date().toISOString() })
      .where('id', '=', editor.user.id)
      .execute();
    now += STEP_MS;
    expect((await secondFactor(token, codeAt(secret, now))).json().code).toBe('challenge_expired');
  });

  test('a challenge token opens nothing else: not as a bearer token, not for enrolment', async () => {
    await enableTotp(t.admin);
    const token = await challenge();
    for (const url of ['/api/admin/security', '/api/admin/dashboard', '/api/get_current_user']) {
      const response = await t.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(401);
    }
    const enrol = await post('/api/auth/enrol/totp/setup', { challenge_token: token });
    expect(enrol.json().code).toBe('challenge_expired');
  });

  test('a recovery code works once, not twice, and is audited with how many are left', async () => {
    const { codes } = await enableTotp(t.admin);
    const typed = codes[0]!.toUpperCase().replace('-', ' ');
    const first = await secondFactor(await challenge(), typed, 'recovery_code');
    expect(first.statusCode, first.body).toBe(200);
    const second = await secondFactor(await challenge(), codes[0]!, 'recovery_code');
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe('invalid_code');
    const used = await t.db
      .selectFrom('audit_events')
      .select('summary')
      .where('type', '=', 'two_factor.recovery_code_used')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(used.summary!)).toEqual({ left: 9 });
  });

  test('wrong codes count toward the account’s sign-in limit: 429 past it, each one audited', async () => {
    await enableTotp(t.admin);
    const token = await challenge();
    for (let i = 0; i < 4; i += 1) expect((await secondFactor(token, '000000')).statusCode).toBe(401);
    const limited = await secondFactor(token, '000000');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect((await auditTypes()).filter((type) => type === 'auth.second_factor_failed')).toHaveLength(4);
    // The password is refused too meanwhile: one count per account.
    expect((await login()).statusCode).toBe(429);
  });

  test('a password reset signs nobody in, and the next login still asks for the second factor', async () => {
    const { secret } = await enableTotp(t.admin);
    const link = newLinkToken();
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    await insertPasswordReset(t.db, {
      token_hash: tokenHash(link),
      user_id: admin.id,
      expires_at: new Date(Date.now() + 60_000).toISOString(),
      created_at: new Date().toISOString(),
    });
    const NEW_PASSWORD = 'Juniper-Orbit-Lantern-42';
    const reset = await t.inject({
      method: 'POST',
      url: '/api/reset-password',
      ...form({ token: link, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().access_token).toBeUndefined();
    const response = await login(ADMIN_EMAIL, NEW_PASSWORD);
    expect(response.json()).toMatchObject({ step: 'second_factor' });
    now += STEP_MS;
    expect((await secondFactor(response.json().challenge_token, codeAt(secret, now))).statusCode).toBe(200);
  });
});

describe('turning it off, new recovery codes', () => {
  test('off with a current code or the password; a wrong one refused (400) and audited', async () => {
    const { secret } = await enableTotp(t.admin);
    const wrong = await post('/api/admin/security/totp/disable', { password: 'wrong-password' }, t.admin);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('current_password_incorrect');
    const reused = await post('/api/admin/security/totp/disable', { code: codeAt(secret, now) }, t.admin);
    expect(reused.json().code).toBe('invalid_code');
    now += STEP_MS;
    const off = await post('/api/admin/security/totp/disable', { code: codeAt(secret, now) }, t.admin);
    expect(off.statusCode, off.body).toBe(200);
    expect(await t.db.selectFrom('recovery_codes').selectAll().execute()).toEqual([]);
    expect((await login()).json().step).toBe('signed_in');
    expect(await auditTypes()).toContain('two_factor.totp_disabled');
  });

  test('new recovery codes replace the old ones; refused without an authenticator', async () => {
    const refused = await post('/api/admin/security/recovery-codes', {}, t.admin);
    expect(refused.json().code).toBe('totp_not_enabled');
    const { codes } = await enableTotp(t.admin);
    const fresh = await post('/api/admin/security/recovery-codes', {}, t.admin);
    expect(fresh.json().recovery_codes).toHaveLength(10);
    expect((await secondFactor(await challenge(), codes[0]!, 'recovery_code')).json().code).toBe(
      'invalid_code',
    );
    const newCode = fresh.json().recovery_codes[0] as string;
    expect((await secondFactor(await challenge(), newCode, 'recovery_code')).statusCode).toBe(200);
  });
});

describe("the owner's policy and reset", () => {
  const setPolicy = (require_two_factor: boolean) =>
    t.inject({
      method: 'PUT',
      url: '/api/admin/settings/security',
      headers: bearer(t.admin),
      payload: { require_two_factor },
    });

  test('required: a session without a factor may only set one up; a login must enrol first', async () => {
    await enableTotp(t.admin);
    const editor = await t.createAdmin('editor');
    expect((await setPolicy(true)).json().data).toMatchObject({ require_two_factor: true });
    expect(await auditTypes()).toContain('two_factor.policy_changed');

    const dashboard = await t.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(editor.token),
    });
    expect(dashboard.statusCode).toBe(403);
    expect(dashboard.json().code).toBe('two_factor_setup_required');
    const security = await t.inject({
      method: 'GET',
      url: '/api/admin/security',
      headers: bearer(editor.token),
    });
    expect(security.json()).toMatchObject({ required: true, totp: { enabled: false } });
    const me = await t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(editor.token) });
    expect(me.statusCode).toBe(200);

    const sessionsBefore = await sessionCount();
    const response = await login(editor.user.email);
    expect(response.json()).toMatchObject({ step: 'enrol' });
    expect(response.json().access_token).toBeUndefined();
    expect(await sessionCount()).toBe(sessionsBefore);
    const token = response.json().challenge_token as string;
    // An enrolment token is not a second-step token.
    expect((await secondFactor(token, '000000')).json().code).toBe('challenge_expired');
    const setup = await post('/api/auth/enrol/totp/setup', { challenge_token: token });
    expect(setup.statusCode, setup.body).toBe(200);
    const wrong = await post('/api/auth/enrol/totp/confirm', { challenge_token: token, code: '000000' });
    expect(wrong.json().code).toBe('invalid_code');
    const done = await post('/api/auth/enrol/totp/confirm', {
      challenge_token: token,
      code: codeAt(setup.json().secret, now),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().recovery_codes).toHaveLength(10);
    const session = done.json().session.access_token as string;
    const after = await t.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(session) });
    expect(after.statusCode).toBe(200);
    // And the old session too, now that the admin has a factor.
    expect(
      (await t.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(editor.token) }))
        .statusCode,
    ).toBe(200);

    const off = await post('/api/admin/security/totp/disable', { password: ADMIN_PASSWORD }, session);
    expect(off.json().code).toBe('two_factor_required');
  });

  test('an owner without a factor of their own cannot require one of every admin', async () => {
    const refused = await setPolicy(true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('second_factor_first');
    const read = await t.inject({
      method: 'GET',
      url: '/api/admin/settings/security',
      headers: bearer(t.admin),
    });
    expect(read.json().data).toMatchObject({ require_two_factor: false });
    expect(await auditTypes()).not.toContain('two_factor.policy_changed');
    // Turning it off asks nothing of the kind.
    expect((await setPolicy(false)).statusCode).toBe(200);
  });

  test('the policy is versioned: a save at a stale version is a 409 with the stored policy', async () => {
    await enableTotp(t.admin);
    const read = await t.inject({
      method: 'GET',
      url: '/api/admin/settings/security',
      headers: bearer(t.admin),
    });
    const { version } = read.json().data;
    const save = (require_two_factor: boolean) =>
      t.inject({
        method: 'PUT',
        url: '/api/admin/settings/security',
        headers: bearer(t.admin),
        payload: { require_two_factor, version },
      });
    expect((await save(false)).statusCode).toBe(200);
    const stale = await save(true);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', data: { require_two_factor: false } });
  });

  test("reset: refused for oneself; another admin's factors go with their sessions, audited", async () => {
    const editor = await t.createAdmin('editor');
    await enableTotp(editor.token);
    const team = await t.inject({ method: 'GET', url: '/api/admin/team', headers: bearer(t.admin) });
    const member = team.json().members.find((m: { _id: string }) => m._id === editor.user.id);
    expect(member.second_factors).toEqual(['totp']);

    const self = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    const own = await post(`/api/admin/team/${self.id}/reset-second-factor`, {}, t.admin);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('forbidden_self');

    const done = await post(`/api/admin/team/${editor.user.id}/reset-second-factor`, {}, t.admin);
    expect(done.statusCode, done.body).toBe(200);
    expect(await auditTypes()).toContain('two_factor.reset');
    const ended = await t.inject({
      method: 'GET',
      url: '/api/admin/security',
      headers: bearer(editor.token),
    });
    expect(ended.json().code).toBe('session_ended');
    expect((await login(editor.user.email)).json().step).toBe('signed_in');
  });
});
