import { decodeJwt, SignJWT } from 'jose';
import { beforeEach, describe, expect, test } from 'vitest';
import { insertUser } from '../src/repositories/users';
import { RECENT_PASSWORD_MS } from '../src/services/sessions';
import { SESSION_ACTIVITY_STEP_MS } from '../src/services/tokens';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, form, sharedTestApp, USER_PASSWORD } from './helpers/testApp';

/**
 * Server-side sessions (issue 31): a sign-in is a session its tokens name; listing and ending them; a
 * password change ends the others; the calls that ask for a password entered in the last five minutes.
 * The clock is the test's: it moves, nothing sleeps.
 */

let now = Date.now();
const t = sharedTestApp({
  reset: true,
  env: { PASSWORD_ATTEMPT_LIMIT: '2' },
  overrides: { clock: () => now },
});
beforeEach(async () => {
  now = Date.now();
  // The reset keeps the admin's sessions (for files that sign in once); here each test counts its own.
  await t.db.deleteFrom('sessions').execute();
});

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signIn(userAgent = MAC_CHROME, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  const response = await t.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'user-agent': userAgent },
    payload: { username: email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().access_token as string;
}

const get = (url: string, token: string) => t.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string) => t.inject({ method: 'POST', url, headers: bearer(token) });
const sessionOf = (token: string) => decodeJwt(token).sid as string;
const refusal = async (token: string) => {
  const response = await get('/api/get_current_user', token);
  return { status: response.statusCode, code: response.json().code as string | undefined };
};

describe('sessions you can see and end', () => {
  test('each sign-in is a session: listed with device, browser, address and times, this one marked', async () => {
    const mac = await signIn(MAC_CHROME);
    now += 1000;
    const phone = await signIn(IPHONE_SAFARI);
    const list = await get('/api/admin/sessions', phone);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      {
        _id: sessionOf(phone),
        browser: 'Safari 17',
        os: 'iOS',
        device_type: 'phone',
        ip: '127.0.0.1',
        created_at: new Date(now).toISOString(),
        last_active_at: new Date(now).toISOString(),
        current: true,
      },
      expect.objectContaining({ _id: sessionOf(mac), browser: 'Chrome 131', os: 'macOS', current: false }),
    ]);
  });

  test("ending one of one's sessions refuses its token from its next request (session_ended), audited", async () => {
    const here = await signIn();
    const there = await signIn(IPHONE_SAFARI);
    const ended = await post(`/api/admin/end-session/${sessionOf(there)}`, here);
    expect(ended.json()).toMatchObject({ status_code: 200, data: { ended: 1 } });
    expect(await refusal(there)).toEqual({ status: 401, code: 'session_ended' });
    expect((await get('/api/get_current_user', here)).statusCode).toBe(200);
    expect((await get('/api/admin/sessions', here)).json().data.map((s: { _id: string }) => s._id)).toEqual([
      sessionOf(here),
    ]);
    const events = await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('type', '=', 'session.ended')
      .execute();
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.summary!)).toEqual({ scope: 'one', count: 1 });
  });

  test("another account's session is not one's own to end: 404, and it goes on", async () => {
    const here = await signIn();
    const { token: theirs } = await t.createEndUser();
    const response = await post(`/api/admin/end-session/${sessionOf(theirs)}`, here);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    expect((await get('/api/get_current_user', theirs)).statusCode).toBe(200);
  });

  test('ending all others keeps this one', async () => {
    const here = await signIn();
    const others = [await signIn(), await signIn(IPHONE_SAFARI)];
    const response = await post('/api/admin/end-other-sessions', here);
    expect(response.json().data).toEqual({ ended: 2 });
    for (const other of others) expect(await refusal(other)).toEqual({ status: 401, code: 'session_ended' });
    expect((await get('/api/get_current_user', here)).statusCode).toBe(200);
  });

  test('a password change ends every other session (their own code); this one goes on, still listed', async () => {
    const here = await signIn();
    const there = await signIn(IPHONE_SAFARI);
    const changed = await t.inject({
      method: 'POST',
      url: '/api/admin/change-password',
      ...form(
        {
          current_password: ADMIN_PASSWORD,
          new_password: 'new-password-9',
          confirm_password: 'new-password-9',
        },
        here,
      ),
    });
    expect(changed.statusCode).toBe(200);
    const renewed = changed.json().access_token as string;
    expect(sessionOf(renewed)).toBe(sessionOf(here));
    expect(await refusal(there)).toEqual({ status: 401, code: 'session_ended_password_changed' });
    // The token it had before the change carries the old stamp.
    expect(await refusal(here)).toEqual({ status: 401, code: 'session_ended_password_changed' });
    const list = (await get('/api/admin/sessions', renewed)).json().data;
    expect(list).toEqual([expect.objectContaining({ _id: sessionOf(here), current: true })]);
  });

  test('a sign-out ends its session: its token is plainly refused and no longer listed', async () => {
    const here = await signIn();
    const out = await signIn();
    expect((await post('/api/logout', out)).statusCode).toBe(200);
    expect(await refusal(out)).toEqual({ status: 401, code: 'unauthorized' });
    expect((await get('/api/admin/sessions', here)).json().data).toHaveLength(1);
  });

  test('a token naming a session that does not exist is refused', async () => {
    const here = await signIn();
    const admin = decodeJwt(here);
    const forged = await new SignJWT({ stamp: admin.stamp, sid: 'no-such-session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.sub!)
      .setJti('j-forged')
      .setExpirationTime(Math.floor(now / 1000) + 3600)
      .sign(t.config.jwtSecret);
    expect(await refusal(forged)).toEqual({ status: 401, code: 'unauthorized' });
  });

  test('a token from before sessions (no sid) still works until it expires, and its logout revokes it', async () => {
    const admin = decodeJwt(await signIn());
    const old = await new SignJWT({ stamp: admin.stamp })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.sub!)
      .setJti('j-old')
      .setExpirationTime(Math.floor(now / 1000) + 3600)
      .sign(t.config.jwtSecret);
    expect((await get('/api/get_current_user', old)).statusCode).toBe(200);
    expect((await post('/api/logout', old)).statusCode).toBe(200);
    expect(await refusal(old)).toEqual({ status: 401, code: 'unauthorized' });
  });

  test('last active moves at most once a minute', async () => {
    const here = await signIn();
    const signedInAt = new Date(now).toISOString();
    const lastActive = async () => (await get('/api/admin/sessions', here)).json().data[0].last_active_at;
    now += SESSION_ACTIVITY_STEP_MS - 1;
    expect(await lastActive()).toBe(signedInAt);
    now += 1;
    expect(await lastActive()).toBe(new Date(now).toISOString());
  });

  test('end users sign in to sessions too: one ended is refused', async () => {
    const { user } = await t.createEndUser();
    const login = await t.inject({
      method: 'POST',
      url: '/api/app/login',
      ...form({ username: user.email, password: USER_PASSWORD }),
    });
    const token = login.json().access_token as string;
    expect((await get('/api/get_current_user', token)).statusCode).toBe(200);
    await t.db
      .updateTable('sessions')
      .set({ ended_at: new Date(now).toISOString(), end_reason: 'ended' })
      .execute();
    expect(await refusal(token)).toEqual({ status: 401, code: 'session_ended' });
  });
});

describe("an admin's sessions, for the owner", () => {
  async function otherAdmin() {
    const admin = await insertUser(t.db, {
      role: 'admin',
      name: 'Other Admin',
      first_name: 'Other',
      last_name: 'Admin',
      email: 'other-admin@test.local',
      password_hash: 'not-a-hash',
      status: 'Active',
    });
    const sign = () => t.deps.tokens.signIn(admin, { ip: '10.0.0.1', userAgent: IPHONE_SAFARI });
    return { admin, tokens: [await sign(), await sign()] };
  }

  test('lists them, ends one, then all', async () => {
    const owner = await signIn();
    const { admin, tokens } = await otherAdmin();
    const list = (await get(`/api/admin/admin-sessions/${admin.id}`, owner)).json().data;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ ip: '10.0.0.1', os: 'iOS', current: false });
    const one = await post(`/api/admin/end-admin-session/${sessionOf(tokens[0]!)}`, owner);
    expect(one.json().data).toEqual({ ended: 1 });
    expect(await refusal(tokens[0]!)).toEqual({ status: 401, code: 'session_ended' });
    expect((await get('/api/get_current_user', tokens[1]!)).statusCode).toBe(200);
    const all = await post(`/api/admin/end-admin-sessions/${admin.id}`, owner);
    expect(all.json().data).toEqual({ ended: 1 });
    expect(await refusal(tokens[1]!)).toEqual({ status: 401, code: 'session_ended' });
    expect((await get(`/api/admin/admin-sessions/${admin.id}`, owner)).json().data).toEqual([]);
  });

  test("an end user's sessions are not the owner's to see or end: 404", async () => {
    const owner = await signIn();
    const { user, token } = await t.createEndUser();
    for (const response of [
      await get(`/api/admin/admin-sessions/${user.id}`, owner),
      await post(`/api/admin/end-admin-sessions/${user.id}`, owner),
      await post(`/api/admin/end-admin-session/${sessionOf(token)}`, owner),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await get('/api/get_current_user', token)).statusCode).toBe(200);
  });
});

describe('the password again before the Stripe keys', () => {
  const saveKeys = (token: string) =>
    t.inject({
      method: 'POST',
      url: '/api/stripe/credentials',
      ...form({ public_key: 'pk_test_1', secret_key: 'sk_test_1234567890abcdef' }, token),
    });
  const confirm = (token: string, password: string) =>
    t.inject({ method: 'POST', url: '/api/auth/confirm-password', ...form({ password }, token) });

  test('a sign-in counts for five minutes, to the millisecond; then 403 reauthentication_required', async () => {
    const token = await signIn();
    now += RECENT_PASSWORD_MS;
    expect((await saveKeys(token)).statusCode).toBe(200);
    now += 1;
    const refused = await saveKeys(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'reauthentication_required' });
  });

  test('confirming the password opens five minutes more; a wrong one is refused and counted', async () => {
    const token = await signIn();
    now += RECENT_PASSWORD_MS + 1;
    const wrong = await confirm(token, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('current_password_incorrect');
    expect((await saveKeys(token)).statusCode).toBe(403);
    expect((await confirm(token, ADMIN_PASSWORD)).statusCode).toBe(200);
    now += RECENT_PASSWORD_MS;
    expect((await saveKeys(token)).statusCode).toBe(200);
    now += 1;
    expect((await saveKeys(token)).statusCode).toBe(403);
  });

  test('wrong passwords past PASSWORD_ATTEMPT_LIMIT → 429, even the right one', async () => {
    const token = await signIn();
    expect((await confirm(token, 'guess-1')).statusCode).toBe(400);
    expect((await confirm(token, 'guess-2')).statusCode).toBe(400);
    expect((await confirm(token, ADMIN_PASSWORD)).statusCode).toBe(429);
  });

  test('a confirmation counts for its own session only', async () => {
    const here = await signIn();
    const there = await signIn();
    now += RECENT_PASSWORD_MS + 1;
    expect((await confirm(here, ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await saveKeys(here)).statusCode).toBe(200);
    expect((await saveKeys(there)).statusCode).toBe(403);
  });
});
