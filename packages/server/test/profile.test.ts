import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, createTestApp, type TestApp } from './helpers/testApp';
import { multipartBody, TINY_PNG } from './helpers/multipart';
import { storedBytes, storedKeys } from './helpers/media';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp({ env: { UPLOAD_LIMIT_MB: '1' } });
  admin = await t.loginAdmin();
});
afterEach(() => t.close());

const updateProfile = (...args: Parameters<typeof multipartBody>) => {
  const { payload, headers } = multipartBody(...args);
  return t.inject({
    method: 'POST',
    url: '/api/admin/update-profile',
    payload,
    headers: { ...headers, ...bearer(admin) },
  });
};

describe('POST /api/admin/update-profile', () => {
  test('updates names and stores a profile picture checked by content', async () => {
    const response = await updateProfile(
      { first_name: 'Ada', last_name: 'Lovelace', email: ADMIN_EMAIL },
      { profile_pic: { filename: 'me.bin', contentType: 'application/octet-stream', data: TINY_PNG } },
    );
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json().data;
    expect(user).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      name: 'Ada Lovelace',
      email: ADMIN_EMAIL,
    });
    expect(user.profile_pic).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
    const stored = await storedBytes(t.deps.media, user.profile_pic.slice('/media/'.length));
    // Decoded and encoded again: the same one-pixel PNG, not necessarily the same bytes.
    expect(await sharp(stored!).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    const me = await t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(admin) });
    expect(me.json().current_user).toMatchObject({ name: 'Ada Lovelace', profile_pic: user.profile_pic });
  });

  test('a new picture replaces (and deletes) the old one; no file keeps it', async () => {
    const first = (
      await updateProfile(
        { first_name: 'A' },
        { profile_pic: { filename: 'a.png', contentType: 'image/png', data: TINY_PNG } },
      )
    ).json().data;
    const second = (
      await updateProfile(
        { first_name: 'A' },
        { profile_pic: { filename: 'b.png', contentType: 'image/png', data: TINY_PNG } },
      )
    ).json().data;
    expect(second.profile_pic).not.toBe(first.profile_pic);
    expect(await t.deps.media.open(first.profile_pic.slice('/media/'.length))).toBeNull();
    const third = (
      await updateProfile(
        { first_name: 'B' },
        { profile_pic: { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) } },
      )
    ).json().data;
    expect(third.profile_pic).toBe(second.profile_pic);
  });

  test('30 parallel updates with a picture leave only the file the account references', async () => {
    const updates = Array.from({ length: 30 }, (_, i) =>
      updateProfile(
        { first_name: `Parallel ${i}` },
        { profile_pic: { filename: `p${i}.png`, contentType: 'image/png', data: TINY_PNG } },
      ),
    );
    for (const response of await Promise.all(updates)) expect(response.statusCode, response.body).toBe(200);
    const me = await t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(admin) });
    const picture = (me.json().current_user.profile_pic as string).slice('/media/'.length);
    expect(await storedKeys(t.deps.media)).toEqual([picture]);
  });

  test.each([
    [
      'a text file named .png',
      { first_name: 'A' },
      { profile_pic: { filename: 'x.png', contentType: 'image/png', data: Buffer.from('hello') } },
      400,
      'Profile picture must be a PNG, JPEG, WebP or GIF image',
    ],
    [
      'an SVG',
      { first_name: 'A' },
      {
        profile_pic: {
          filename: 'x.svg',
          contentType: 'image/svg+xml',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
      },
      400,
      'Profile picture must be a PNG, JPEG, WebP or GIF image',
    ],
    ['no first name', { last_name: 'L' }, {}, 400, 'First Name is required'],
    ['another e-mail', { first_name: 'A', email: 'new@example.com' }, {}, 400, 'Email cannot be changed'],
    [
      'a file over the limit',
      { first_name: 'A' },
      {
        profile_pic: {
          filename: 'big.png',
          contentType: 'image/png',
          data: Buffer.concat([TINY_PNG, Buffer.alloc(1024 * 1024 + 10)]),
        },
      },
      413,
      'File too large',
    ],
  ])('%s → %i', async (_case, fields, files, status, message) => {
    const response = await updateProfile(fields as Record<string, string>, files);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, status_code: status, message });
  });

  test('a form-urlencoded body → 400', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/update-profile',
      payload: { first_name: 'A' },
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Expected a multipart/form-data body');
  });
});

describe('POST /api/admin/change-password', () => {
  const change = (fields: Record<string, string>) =>
    t.inject({ method: 'POST', url: '/api/admin/change-password', payload: fields, headers: bearer(admin) });

  test.each([
    [ADMIN_PASSWORD, 'password_unchanged', 'New password must be different from the current password'],
    ['password123', 'password_too_common', 'New Password is too common'],
    ['qwerty123', 'password_too_common', 'New Password is too common'],
    ['aaaaaaaa', 'password_repetitive', 'New Password repeats itself'],
    ['12341234', 'password_repetitive', 'New Password repeats itself'],
    ['87654321', 'password_too_common', 'New Password is too common'],
    ['abcdefgh', 'password_sequence', 'New Password is a sequence'],
    ['abcabcabc', 'password_repetitive', 'New Password repeats itself'],
    [ADMIN_EMAIL.toUpperCase(), 'password_matches_account', 'New Password must not be your email or name'],
  ])(
    'a weak or unchanged new password (%s) → 400 %s; the password stays',
    async (password, code, message) => {
      const response = await change({
        current_password: ADMIN_PASSWORD,
        new_password: password,
        confirm_password: password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, message });
      const login = await t.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
    },
  );

  test('changes the password: the new one logs in, the old one no longer does', async () => {
    const response = await change({
      current_password: ADMIN_PASSWORD,
      new_password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Password updated successfully');
    const login = (password: string) =>
      t.inject({ method: 'POST', url: '/api/login', payload: { username: ADMIN_EMAIL, password } });
    expect((await login('brand-new-pass')).statusCode).toBe(200);
    expect((await login(ADMIN_PASSWORD)).statusCode).toBe(401);
  });

  test("ends the account's other sessions; the caller continues with the fresh token of the reply", async () => {
    const otherDevice = await t.loginAdmin();
    const endUser = await t.createEndUser();
    const response = await change({
      current_password: ADMIN_PASSWORD,
      new_password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ success: true, status_code: 200, token_type: 'bearer' });
    expect(reply.user.email).toBe(ADMIN_EMAIL);

    const me = (token: string) =>
      t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(token) });
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(admin)).statusCode).toBe(401);
    expect((await me(reply.access_token)).statusCode).toBe(200);
    // Another account's sessions are not touched.
    expect((await me(endUser.token)).statusCode).toBe(200);
  });

  test('a failed change ends no session', async () => {
    const response = await change({
      current_password: 'wrong',
      new_password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(400);
    const me = await t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(admin) });
    expect(me.statusCode).toBe(200);
  });

  test.each([
    [
      { current_password: 'wrong', new_password: 'brand-new-pass', confirm_password: 'brand-new-pass' },
      'Current password is incorrect',
    ],
    [
      { current_password: ADMIN_PASSWORD, new_password: 'short', confirm_password: 'short' },
      'New Password must be at least 8 characters',
    ],
    [
      { current_password: ADMIN_PASSWORD, new_password: 'brand-new-pass', confirm_password: 'other-pass-1' },
      'New password and confirmation do not match',
    ],
    [{ new_password: 'brand-new-pass', confirm_password: 'brand-new-pass' }, 'Current Password is required'],
    [
      { current_password: ADMIN_PASSWORD, new_password: 'brand-new-pass' },
      'Confirm New Password is required',
    ],
  ])('invalid %# → 400', async (fields, message) => {
    const response = await change(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });
});
