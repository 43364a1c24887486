import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, test } from 'vitest';
import { findUserByEmail } from '../src/repositories/users';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  bearer,
  createTestApp,
  form,
  USER_PASSWORD,
  sharedTestApp,
} from './helpers/testApp';

const t = sharedTestApp({ reset: true });

describe('POST /api/login', () => {
  test('a form-urlencoded admin login returns a bearer token and the user with name', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      status_code: 200,
      token_type: 'bearer',
      user: { email: ADMIN_EMAIL, name: 'Admin', role: 'admin' },
    });
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.user).not.toHaveProperty('password_hash');
  });

  test('the e-mail is matched case-insensitively', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: ` ${ADMIN_EMAIL.toUpperCase()} `, password: ADMIN_PASSWORD }),
    });
    expect(response.statusCode).toBe(200);
  });

  test.each([
    ['wrong password', { username: ADMIN_EMAIL, password: 'wrong-password' }],
    ['unknown account', { username: 'nobody@test.local', password: ADMIN_PASSWORD }],
  ])('%s → 401 with the error envelope', async (_case, fields) => {
    const response = await t.inject({ method: 'POST', url: '/api/login', ...form(fields) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      status_code: 401,
      code: 'invalid_credentials',
      message: 'Invalid username or password',
      detail: 'Invalid username or password. Please try again.',
    });
  });

  test('an end user with the right password is refused like a wrong password', async () => {
    const { user } = await t.createEndUser();
    const response = await t.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: user.email, password: USER_PASSWORD }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid username or password');
  });

  test.each([
    [{ password: 'x' }, 'Email is required'],
    [{ username: ADMIN_EMAIL }, 'Password is required'],
    [{ username: '  ', password: 'x' }, 'Email is required'],
  ])('missing fields → 400 %j', async (fields, message) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login',
      ...form(fields as Record<string, string>),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, status_code: 400, message });
  });

  test('passwords are stored as argon2id hashes', async () => {
    const admin = await findUserByEmail(t.db, ADMIN_EMAIL);
    expect(admin?.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('login rate limit', () => {
  test('per address and account: the 4th attempt in the window gets 429, another account still works', async () => {
    const limited = await createTestApp({ env: { LOGIN_RATE_LIMIT: '3' } });
    try {
      const attempt = (username: string, password: string) =>
        limited.inject({ method: 'POST', url: '/api/login', ...form({ username, password }) });
      for (let i = 0; i < 3; i++) expect((await attempt(ADMIN_EMAIL, 'wrong')).statusCode).toBe(401);
      const blocked = await attempt(ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        success: false,
        status_code: 429,
        message: 'Too many login attempts',
      });
      expect(blocked.json().detail).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
      expect((await attempt('other@test.local', 'wrong')).statusCode).toBe(401);
      // End-user logins are limited the same way.
      for (let i = 0; i < 3; i++) {
        await limited.inject({
          method: 'POST',
          url: '/api/app/login',
          ...form({ username: 'u@test.local', password: 'x' }),
        });
      }
      const appBlocked = await limited.inject({
        method: 'POST',
        url: '/api/app/login',
        ...form({ username: 'u@test.local', password: 'x' }),
      });
      expect(appBlocked.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  test('the client is the right-most X-Forwarded-For address: forged entries to its left do not escape the limit', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1', LOGIN_RATE_LIMIT: '3' } });
    try {
      // The proxy (127.0.0.1) appends the address it saw; the client wrote a new forged one each time.
      const attempt = (forged: string) => {
        const { payload, headers } = form({ username: ADMIN_EMAIL, password: 'wrong' });
        return proxied.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '127.0.0.1',
          headers: { ...headers, 'x-forwarded-for': `${forged}, 203.0.113.9` },
          payload,
        });
      };
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await attempt(`198.51.100.${i}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const events = await proxied.db.selectFrom('audit_events').select('ip').execute();
      expect(new Set(events.map((event) => event.ip))).toEqual(new Set(['203.0.113.9']));
    } finally {
      await proxied.close();
    }
  });
});

describe('per-address and signup limits (defect 10)', () => {
  test('one password sprayed over 30 accounts from one address is limited; another address is not', async () => {
    const limited = await createTestApp({ env: { LOGIN_ADDRESS_RATE_LIMIT: '20' } });
    try {
      const attempt = (username: string, remoteAddress = '203.0.113.7') =>
        limited.inject({
          method: 'POST',
          url: '/api/app/login',
          remoteAddress,
          ...form({ username, password: 'Summer2026!' }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await attempt(`victim${i}@test.local`)).statusCode);
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
      expect(statuses.slice(20)).toEqual(Array(10).fill(429));
      const blocked = await attempt('victim99@test.local');
      expect(blocked.json()).toMatchObject({ status_code: 429, message: 'Too many login attempts' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The admin login shares the address limit; another address is unaffected.
      expect(
        (
          await limited.inject({
            method: 'POST',
            url: '/api/login',
            remoteAddress: '203.0.113.7',
            ...form({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
          })
        ).statusCode,
      ).toBe(429);
      expect((await attempt('victim0@test.local', '198.51.100.1')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  test('failures on other accounts do not lock an account out: the admin signs in from an address that failed 25 times', async () => {
    // The default limits (the helper's roomy ones set back to their defaults).
    const limited = await createTestApp({
      env: { LOGIN_RATE_LIMIT: '', LOGIN_ACCOUNT_RATE_LIMIT: '', LOGIN_ADDRESS_RATE_LIMIT: '' },
    });
    try {
      const attempt = (url: string, username: string, password: string) =>
        limited.inject({
          method: 'POST',
          url,
          remoteAddress: '203.0.113.8',
          ...form({ username, password }),
        });
      for (let i = 0; i < 25; i++) {
        expect((await attempt('/api/app/login', `member${i}@test.local`, 'Summer2026!')).statusCode).toBe(
          401,
        );
      }
      expect((await attempt('/api/login', ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  test('per account: failures from many addresses lock that account, not the others', async () => {
    const limited = await createTestApp({ env: { LOGIN_ACCOUNT_RATE_LIMIT: '4' } });
    try {
      const attempt = (remoteAddress: string, username: string, password: string) =>
        limited.inject({ method: 'POST', url: '/api/login', remoteAddress, ...form({ username, password }) });
      for (let i = 0; i < 4; i++) {
        expect((await attempt(`198.51.100.${i}`, ADMIN_EMAIL, 'wrong')).statusCode).toBe(401);
      }
      const locked = await attempt('198.51.100.200', ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'rate_limited', message: 'Too many login attempts' });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await attempt('198.51.100.0', 'other@test.local', 'wrong')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  test('a burst of guesses at once counts each before its password is checked: no more than the limit get through', async () => {
    const limited = await createTestApp({ env: { LOGIN_ACCOUNT_RATE_LIMIT: '4' } });
    try {
      const attempt = (remoteAddress: string, password: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress,
          ...form({ username: ADMIN_EMAIL, password }),
        });
      // 12 guesses from 12 addresses, all sent before any answer: each is checked against the limit only
      // after it has been counted, so 4 are tried (401) and 8 refused.
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) => attempt(`198.51.100.${i}`, 'wrong')),
      );
      const statuses = burst.map((reply) => reply.statusCode).sort();
      expect(statuses).toEqual([...Array(4).fill(401), ...Array(8).fill(429)]);
      expect((await attempt('198.51.100.99', ADMIN_PASSWORD)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  test('a success gives its count back: signing in right, again and again, never locks the account', async () => {
    const limited = await createTestApp({
      env: { LOGIN_ACCOUNT_RATE_LIMIT: '2', LOGIN_ADDRESS_RATE_LIMIT: '2' },
    });
    try {
      const attempt = (password: string) =>
        limited.inject({ method: 'POST', url: '/api/login', ...form({ username: ADMIN_EMAIL, password }) });
      expect((await attempt('wrong')).statusCode).toBe(401);
      for (let i = 0; i < 5; i++) expect((await attempt(ADMIN_PASSWORD)).statusCode).toBe(200);
      expect((await attempt('wrong')).statusCode).toBe(401);
      expect((await attempt(ADMIN_PASSWORD)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  test('signups have their own, roomier limit that does not use up logins', async () => {
    const limited = await createTestApp({ env: { LOGIN_RATE_LIMIT: '3', SIGNUP_RATE_LIMIT: '5' } });
    try {
      const signup = (i: number) =>
        limited.inject({
          method: 'POST',
          url: '/api/app/signup',
          ...form({ name: `N ${i}`, email: `n${i}@test.local`, password: 'long-enough', device: 'ios' }),
        });
      for (let i = 0; i < 5; i++) expect((await signup(i)).statusCode).toBe(200);
      const sixth = await signup(5);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toBe('Too many signups');
      const login = await limited.inject({
        method: 'POST',
        url: '/api/app/login',
        ...form({ username: 'n0@test.local', password: 'long-enough' }),
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions (defect 9)', () => {
  const lifetimeHours = (token: string) => {
    const claims = decodeJwt(token);
    return ((claims.exp ?? 0) - (claims.iat ?? 0)) / 3600;
  };

  test('an admin token lives 12 hours, 168 with remember; end-user tokens 168', async () => {
    const login = async (fields: Record<string, string>, url = '/api/login') =>
      (await t.inject({ method: 'POST', url, ...form(fields) })).json().access_token as string;
    expect(lifetimeHours(await login({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }))).toBe(12);
    expect(
      lifetimeHours(await login({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD, remember: 'true' })),
    ).toBe(168);
    const { user } = await t.createEndUser();
    expect(
      lifetimeHours(await login({ username: user.email, password: USER_PASSWORD }, '/api/app/login')),
    ).toBe(168);
  });

  test('change-password: after PASSWORD_ATTEMPT_LIMIT wrong current passwords → 429, even for the right one', async () => {
    const limited = await createTestApp({ env: { PASSWORD_ATTEMPT_LIMIT: '3' } });
    try {
      const token = await limited.loginAdmin();
      const change = (current_password: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/admin/change-password',
          ...form(
            { current_password, new_password: 'new-password-1', confirm_password: 'new-password-1' },
            token,
          ),
        });
      for (let i = 0; i < 3; i++) {
        const wrong = await change(`guess-${i}`);
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().message).toBe('Current password is incorrect');
      }
      const blocked = await change(ADMIN_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Too many wrong passwords');
    } finally {
      await limited.close();
    }
  });

  test('change-password: guesses sent at once are counted before they are checked (3 tried, the rest 429)', async () => {
    const limited = await createTestApp({ env: { PASSWORD_ATTEMPT_LIMIT: '3' } });
    try {
      const token = await limited.loginAdmin();
      const guesses = await Promise.all(
        Array.from({ length: 9 }, (_, i) =>
          limited.inject({
            method: 'POST',
            url: '/api/admin/change-password',
            ...form(
              {
                current_password: `guess-${i}`,
                new_password: 'new-password-1',
                confirm_password: 'new-password-1',
              },
              token,
            ),
          }),
        ),
      );
      const statuses = guesses.map((reply) => reply.statusCode).sort();
      expect(statuses).toEqual([...Array(3).fill(400), ...Array(6).fill(429)]);
    } finally {
      await limited.close();
    }
  });
});

describe('tokens', () => {
  test('GET /api/get_current_user returns current_user', async () => {
    const token = await t.loginAdmin();
    const response = await t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      current_user: { email: ADMIN_EMAIL, role: 'admin', plan: null },
    });
  });

  test('logout revokes exactly the token it is called with', async () => {
    const first = await t.loginAdmin();
    const second = await t.loginAdmin();
    const logout = await t.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) });
    expect(logout.statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(first) })).statusCode,
    ).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(second) })).statusCode,
    ).toBe(200);
  });

  test.each([
    ['no header', undefined],
    ['not a bearer', 'Basic abc'],
    ['garbage', 'Bearer not-a-jwt'],
    ['empty bearer', 'Bearer '],
  ])('%s → 401', async (_case, authorization) => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/get_current_user',
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      status_code: 401,
      message: 'Authentication required',
    });
  });

  test('expired, wrongly signed or tampered tokens → 401', async () => {
    const admin = await findUserByEmail(t.db, ADMIN_EMAIL);
    const sign = (secret: Uint8Array, exp: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(admin!.id)
        .setJti('j1')
        .setExpirationTime(exp)
        .sign(secret);
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign(t.config.jwtSecret, now - 10);
    const foreign = await sign(new Uint8Array(32).fill(7), now + 3600);
    const valid = await sign(t.config.jwtSecret, now + 3600);
    const tampered = valid.slice(0, -2) + (valid.endsWith('AA') ? 'BB' : 'AA');
    for (const token of [expired, foreign, tampered]) {
      expect(
        (await t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(token) })).statusCode,
      ).toBe(401);
    }
    expect(
      (await t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(valid) })).statusCode,
    ).toBe(200);
  });
});
