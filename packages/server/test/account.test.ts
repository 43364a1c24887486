import { describe, expect, test } from 'vitest';
import { findUserByEmail, findUserById } from '../src/repositories/users';
import { insertTransaction } from '../src/repositories/transactions';
import { signUp } from '../src/services/accounts';
import { ADMIN_EMAIL, bearer, form, sharedTestApp } from './helpers/testApp';

const t = sharedTestApp({ reset: true });

const signup = (fields: Record<string, string>) =>
  t.inject({
    method: 'POST',
    url: '/api/app/signup',
    ...form(fields),
  });
const login = (username: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/app/login', ...form({ username, password }) });
const valid = { name: 'נועה כהן', email: 'Noa@Example.com', password: 'quiet-river-42', device: 'Android' };

describe('POST /api/app/signup', () => {
  const SIGNUP_REPLY = { success: true, status_code: 200, message: 'Signup received' };

  test('creates an active end user, without a token: the caller signs in next', async () => {
    const response = await signup(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SIGNUP_REPLY);
    const signedIn = await login('noa@example.com', 'quiet-river-42');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({
      name: 'נועה כהן',
      first_name: 'נועה',
      last_name: 'כהן',
      email: 'noa@example.com',
      device: 'android',
      status: 'Active',
      role: 'user',
      plan: null,
    });
  });

  test('a taken address answers exactly like a new one and the account is left untouched (defect 8)', async () => {
    const created = await signup(valid);
    const before = await findUserByEmail(t.db, 'noa@example.com');
    const again = await signup({
      ...valid,
      email: 'NOA@example.com',
      name: 'Mallory',
      password: 'other-password',
    });
    // The same status, fields and words: nothing says the address was known.
    expect([again.statusCode, again.json()]).toEqual([created.statusCode, created.json()]);
    expect(await findUserByEmail(t.db, 'noa@example.com')).toEqual(before);
    expect((await login('noa@example.com', 'quiet-river-42')).statusCode).toBe(200);
  });

  test('a taken address answers as slowly as a new one (its password is hashed all the same)', async () => {
    await signup(valid);
    const timed = async (email: string) => {
      const start = performance.now();
      await signup({ ...valid, email });
      return performance.now() - start;
    };
    const fresh: number[] = [];
    const taken: number[] = [];
    // Interleaved, and each side's fastest run compared: a busy machine only ever adds time. Hashing
    // (argon2, tens of ms) dominates both; a taken address that skipped it would answer 10-20 times faster.
    for (let i = 0; i < 6; i++) {
      fresh.push(await timed(`new${i}@example.com`));
      taken.push(await timed(i % 2 ? 'NOA@example.com' : 'noa@example.com'));
    }
    const ratio = Math.min(...taken) / Math.min(...fresh);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  test('two signups racing for one address: one account, the other answered as taken', async () => {
    // Each lookup's answer is held until both have looked: neither finds the other, both insert.
    let looked = 0;
    let bothLooked = () => {};
    const barrier = new Promise<void>((resolve) => (bothLooked = resolve));
    const racing = t.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        if (looked < 2) {
          if (++looked === 2) bothLooked();
          await barrier;
        }
        return result;
      },
    });
    const actor = { id: null, email: null, ip: '127.0.0.1' };
    const body = {
      name: 'Noa Cohen',
      email: 'noa@example.com',
      password: 'quiet-river-42',
      device: 'android',
    };
    const accounts = await Promise.all([signUp(racing, body, actor), signUp(racing, body, actor)]);
    expect(accounts.filter(Boolean)).toHaveLength(1);
    const users = await t.db.selectFrom('users').select('email').where('role', '=', 'user').execute();
    expect(users).toEqual([{ email: 'noa@example.com' }]);
    const events = await t.db.selectFrom('audit_events').select('type').execute();
    expect(events).toEqual([{ type: 'auth.signup_existing_email' }]);
  });

  test("the admin's address: the same answer, and the admin account is never touched (defect 8)", async () => {
    const admin = await findUserByEmail(t.db, ADMIN_EMAIL);
    const response = await signup({ ...valid, email: ADMIN_EMAIL.toUpperCase(), password: 'taken-over-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SIGNUP_REPLY);
    expect(await findUserByEmail(t.db, ADMIN_EMAIL)).toEqual(admin);
    expect((await t.loginAdmin()).length).toBeGreaterThan(0);
    const events = await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('type', '=', 'auth.signup_existing_email')
      .execute();
    expect(events).toMatchObject([{ actor_email: ADMIN_EMAIL }]);
  });

  test.each([
    ['password', 'password_too_common', 'Password is too common'],
    ['12345678', 'password_too_common', 'Password is too common'],
    ['PassWord1', 'password_too_common', 'Password is too common'],
    // Not among the 10,000 most common, yet guessed at once (issue 31).
    ['aaaaaaaa', 'password_repetitive', 'Password repeats itself'],
    ['12341234', 'password_repetitive', 'Password repeats itself'],
    ['87654321', 'password_too_common', 'Password is too common'],
    ['abcdefgh', 'password_sequence', 'Password is a sequence'],
    ['abcabcabc', 'password_repetitive', 'Password repeats itself'],
    ['Summer2026!', 'password_too_weak', 'Password is too easy to guess'],
    ['Noa@Example.com', 'password_matches_account', 'Password must not be your email or name'],
    ['NOA@example.com', 'password_matches_account', 'Password must not be your email or name'],
    ['נועה כהן', 'password_matches_account', 'Password must not be your email or name'],
  ])('a weak password (%s) → 400 %s, no account', async (password, code, message) => {
    const response = await signup({ ...valid, password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, message });
    expect(await findUserByEmail(t.db, valid.email)).toBeUndefined();
  });

  test.each([
    [{ ...valid, name: '' }, 'Name is required'],
    [{ ...valid, email: 'not-an-email' }, 'Email must be a valid e-mail address'],
    [{ ...valid, password: 'short' }, 'Password must be at least 8 characters'],
    [{ name: 'A', email: 'a@b.co', password: 'quiet-river-42' }, 'Device is required'],
  ])('invalid signup %# → 400', async (fields, message) => {
    const response = await signup(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, status_code: 400, message });
  });
});

describe('POST /api/app/login', () => {
  test('an end user logs in; errors carry detail', async () => {
    await signup(valid);
    const ok = await t.inject({
      method: 'POST',
      url: '/api/app/login',
      payload: { username: 'noa@example.com', password: 'quiet-river-42' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().access_token).toEqual(expect.any(String));

    const bad = await t.inject({
      method: 'POST',
      url: '/api/app/login',
      payload: { username: 'noa@example.com', password: 'wrong-one' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({
      success: false,
      detail: 'Invalid email or password. Please try again.',
    });
  });

  test('an admin cannot use the end-user login', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/app/login',
      payload: { username: 'admin@test.local', password: 'admin-password-1' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/app/delete-account', () => {
  test('deletes the account, stops the token, keeps transactions detached as a deleted user', async () => {
    const { user, token } = await t.createEndUser({ name: 'Dana Levi', device: 'android' });
    const other = await t.createEndUser();
    await insertTransaction(t.db, {
      user_id: user.id,
      plan_id: null,
      amount_minor: 999,
      currency: 'usd',
      status: 'succeeded',
      payment_method: 'card',
    });
    await insertTransaction(t.db, {
      user_id: other.user.id,
      plan_id: null,
      amount_minor: 500,
      currency: 'ils',
      status: 'pending',
      payment_method: 'visa',
    });

    const response = await t.inject({
      method: 'DELETE',
      url: '/api/app/delete-account',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      status_code: 200,
      message: 'Account deleted successfully',
    });

    expect(await findUserById(t.db, user.id)).toBeUndefined();
    expect(
      (await t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect(
      (await t.inject({ method: 'DELETE', url: '/api/app/delete-account', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);

    const admin = await t.loginAdmin();
    const list = await t.inject({ method: 'GET', url: '/api/admin/transactions', headers: bearer(admin) });
    const rows = list.json().data as {
      amount: number;
      user_details: { _id: string | null; name: string; email: string | null };
    }[];
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.amount === 9.99)?.user_details).toEqual({
      _id: null,
      name: 'Deleted user',
      email: null,
      profile_pic: null,
    });
    expect(rows.find((row) => row.amount === 5)?.user_details._id).toBe(other.user.id);
    // Nothing personal survives in the transactions list.
    expect(list.body).not.toContain('Dana Levi');
    expect(list.body).not.toContain(user.email);
  });

  test("ends the account's other sessions too", async () => {
    await signup(valid);
    const signIn = async () => (await login(valid.email, valid.password)).json().access_token as string;
    const phone = await signIn();
    const tablet = await signIn();
    expect(
      (await t.inject({ method: 'DELETE', url: '/api/app/delete-account', headers: bearer(phone) }))
        .statusCode,
    ).toBe(200);
    const me = await t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(tablet) });
    expect(me.statusCode).toBe(401);
    // Signing up again with the same e-mail makes a new account: the old tokens stay dead.
    expect((await signup(valid)).statusCode).toBe(200);
    for (const token of [phone, tablet]) {
      const again = await t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(token) });
      expect(again.statusCode).toBe(401);
    }
  });

  test('an admin token cannot delete the admin account here', async () => {
    const admin = await t.loginAdmin();
    const response = await t.inject({
      method: 'DELETE',
      url: '/api/app/delete-account',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(403);
  });
});
