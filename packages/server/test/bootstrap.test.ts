import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { adminNotice, ensureFirstAdmin } from '../src/bootstrap';
import { insertUser } from '../src/repositories/users';
import { hashPassword } from '../src/services/passwords';
import { startServer } from './helpers/serverProcess';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const login = (password: string) =>
  t.inject({ method: 'POST', url: '/api/login', payload: { username: ADMIN_EMAIL, password } });
const me = (token: string) =>
  t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(token) });

test('the first admin is created once; without ADMIN_PASSWORD a random one is generated', async () => {
  expect(await ensureFirstAdmin(t.db, { ...t.config, adminPassword: null })).toEqual({
    email: ADMIN_EMAIL,
    outcome: 'kept',
    generatedPassword: null,
  });

  await t.db.deleteFrom('users').execute();
  const created = await ensureFirstAdmin(t.db, { ...t.config, adminPassword: null });
  expect(created).toMatchObject({ email: ADMIN_EMAIL, outcome: 'created' });
  expect(created.generatedPassword).toMatch(/^[\w-]{16}$/);
  expect((await login(created.generatedPassword!)).statusCode).toBe(200);
});

test("ADMIN_PASSWORD resets the existing admin's password and ends its sessions", async () => {
  const token = await t.loginAdmin();
  const reset = await ensureFirstAdmin(t.db, { ...t.config, adminPassword: 'recovered-pass' });
  expect(reset).toEqual({ email: ADMIN_EMAIL, outcome: 'reset', generatedPassword: null });
  expect((await login('recovered-pass')).statusCode).toBe(200);
  expect((await login(ADMIN_PASSWORD)).statusCode).toBe(401);
  expect((await me(token)).statusCode).toBe(401);
});

test('a weak ADMIN_PASSWORD stops the start, for a new admin as for a reset', async () => {
  await expect(ensureFirstAdmin(t.db, { ...t.config, adminPassword: 'password1' })).rejects.toThrow(
    'ADMIN_PASSWORD is too common',
  );
  await expect(ensureFirstAdmin(t.db, { ...t.config, adminPassword: ADMIN_EMAIL })).rejects.toThrow(
    'ADMIN_PASSWORD must not be your email or name',
  );
  await expect(ensureFirstAdmin(t.db, { ...t.config, adminPassword: '12341234' })).rejects.toThrow(
    'ADMIN_PASSWORD repeats itself',
  );
  await t.db.deleteFrom('users').execute();
  await expect(ensureFirstAdmin(t.db, { ...t.config, adminPassword: 'iloveyou1' })).rejects.toThrow(
    'ADMIN_PASSWORD is too common',
  );
  await expect(ensureFirstAdmin(t.db, { ...t.config, adminPassword: 'abcdefgh' })).rejects.toThrow(
    'ADMIN_PASSWORD is a sequence',
  );
  expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
});

test('an ADMIN_PASSWORD that already matches changes nothing: sessions survive the restart', async () => {
  const token = await t.loginAdmin();
  const kept = await ensureFirstAdmin(t.db, t.config);
  expect(kept.outcome).toBe('kept');
  expect((await me(token)).statusCode).toBe(200);
});

test('the start notice shows a password only when this start generated it', () => {
  const email = ADMIN_EMAIL;
  expect(adminNotice({ email, outcome: 'created', generatedPassword: 'g3n' }, false)).toEqual([
    `Admin: ${email}`,
    'Admin password (generated, shown once): g3n',
  ]);
  expect(adminNotice({ email, outcome: 'created', generatedPassword: null }, true)[1]).toBe(
    'Admin password: the ADMIN_PASSWORD you set',
  );
  expect(adminNotice({ email, outcome: 'reset', generatedPassword: null }, true)[1]).toMatch(
    /reset to ADMIN_PASSWORD/,
  );
  expect(adminNotice({ email, outcome: 'kept', generatedPassword: null }, false)).toEqual([
    `Admin: ${email}`,
    'Admin password: not shown. To reset it, start again with ADMIN_PASSWORD=<new password>',
  ]);
});

/** An admin created before ADMIN_EMAIL's (as a restored database may hold one), with its password hash. */
async function olderAdmin(password = 'older-admin-pass') {
  const older = await insertUser(t.db, {
    role: 'admin',
    admin_role: 'owner',
    name: 'Older',
    first_name: 'Older',
    last_name: '',
    email: 'older@example.com',
    password_hash: await hashPassword(password),
    status: 'Active',
  });
  await t.db
    .updateTable('users')
    .set({ created_at: '2000-01-01T00:00:00.000Z' })
    .where('id', '=', older.id)
    .execute();
  const stored = () =>
    t.db.selectFrom('users').select('password_hash').where('id', '=', older.id).executeTakeFirstOrThrow();
  return { hash: (await stored()).password_hash, stored };
}

test("ADMIN_PASSWORD touches only ADMIN_EMAIL's account: an older admin keeps its password", async () => {
  const older = await olderAdmin();
  const reset = await ensureFirstAdmin(t.db, { ...t.config, adminPassword: 'recovered-pass' });
  expect(reset).toEqual({ email: ADMIN_EMAIL, outcome: 'reset', generatedPassword: null });
  expect((await older.stored()).password_hash).toBe(older.hash);
  expect((await login('recovered-pass')).statusCode).toBe(200);
  const olderLogin = await t.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'older@example.com', password: 'older-admin-pass' },
  });
  expect(olderLogin.statusCode).toBe(200);
});

test('ADMIN_EMAIL naming no account while other admins exist: it is created as an owner, the others untouched', async () => {
  const older = await olderAdmin();
  await t.db.deleteFrom('users').where('email', '=', ADMIN_EMAIL).execute();
  const created = await ensureFirstAdmin(t.db, { ...t.config, adminPassword: 'recovered-pass' });
  expect(created).toEqual({ email: ADMIN_EMAIL, outcome: 'created', generatedPassword: null });
  expect(
    await t.db
      .selectFrom('users')
      .select(['role', 'admin_role', 'status'])
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow(),
  ).toEqual({ role: 'admin', admin_role: 'owner', status: 'Active' });
  expect((await login('recovered-pass')).statusCode).toBe(200);
  expect((await older.stored()).password_hash).toBe(older.hash);
  // Once there, a start without ADMIN_PASSWORD keeps it.
  expect((await ensureFirstAdmin(t.db, { ...t.config, adminPassword: null })).outcome).toBe('kept');
});

test('ADMIN_EMAIL of an end user is refused rather than promoted', async () => {
  await t.db.deleteFrom('users').execute();
  await t.createEndUser({ email: 'taken@example.com' });
  await expect(ensureFirstAdmin(t.db, { ...t.config, adminEmail: 'taken@example.com' })).rejects.toThrow(
    /end-user account/,
  );
});

/** Runs `npm start`'s entry on SQLite in dataDir until its admin notice is printed. */
async function startMain(dataDir: string, adminPassword = '') {
  const server = await startServer(
    'main',
    {
      DEMO_DATA: '0',
      // Stopped by the test: no load balancer to drain for.
      SHUTDOWN_DRAIN_SECONDS: '0',
      DATABASE_URL: '',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: adminPassword,
    },
    { dataDir },
  );
  await server.printed('Admin password');
  const stop = async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  };
  const login = (password: string) =>
    fetch(`${server.url}/api/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'admin@example.com', password }),
    });
  const me = (token: string) => fetch(`${server.url}/api/get_current_user`, { headers: bearer(token) });
  return { output: server.output(), url: server.url, login, me, stop };
}

test('main: prints URL and generated password once; a restart tells how to reset it; ADMIN_PASSWORD resets it', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bible-admin-main-'));
  try {
    const first = await startMain(dataDir);
    let password: string | undefined;
    let token: string;
    try {
      // The address to open, as a browser must for passkeys: localhost, on the port the test connects to.
      expect(first.output).toContain(`http://localhost:${new URL(first.url).port}`);
      password = /Admin password \(generated, shown once\): (\S+)/.exec(first.output)?.[1];
      expect(password).toBeDefined();
      const response = await first.login(password!);
      expect(response.status).toBe(200);
      token = ((await response.json()) as { access_token: string }).access_token;
    } finally {
      await first.stop();
    }

    const second = await startMain(dataDir);
    try {
      expect(second.output).toContain('Admin: admin@example.com');
      expect(second.output).toContain('To reset it, start again with ADMIN_PASSWORD=<new password>');
      expect(second.output).not.toContain(password);
      expect((await second.me(token)).status).toBe(200);
    } finally {
      await second.stop();
    }

    const third = await startMain(dataDir, 'recovered-pass');
    try {
      expect(third.output).toContain('Admin password: reset to ADMIN_PASSWORD');
      expect(third.output).not.toContain('recovered-pass');
      expect((await third.login('recovered-pass')).status).toBe(200);
      expect((await third.login(password!)).status).toBe(401);
      expect((await third.me(token)).status).toBe(401);
    } finally {
      await third.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 300_000);
