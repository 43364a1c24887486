import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AdminRole, errorReply } from '@bible-admin/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { BuildOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { AppDeps } from '../../src/deps';
import { createServer } from '../../src/server';
import { hashPassword } from '../../src/services/passwords';
import { findFirstAdmin, insertUser, type NewUser, type UserRow } from '../../src/repositories/users';
import { createPostgresTestDatabase, emptyDatabase } from './testDatabase';

export const ADMIN_EMAIL = 'admin@test.local';
export const ADMIN_PASSWORD = 'admin-password-1';
export const USER_PASSWORD = 'user-password-1';

// One hash for every test user: argon2 is deliberately slow.
let userHash: Promise<string> | null = null;

/**
 * Every JSON refusal of every test is the contract's error envelope, its `code` one of the contract's list:
 * a refusal without a code, or with one the app has no words for, fails the test that met it.
 */
function checkedEnvelope(response: LightMyRequestResponse): LightMyRequestResponse {
  if (response.statusCode < 400 || !response.headers['content-type']?.toString().includes('json')) {
    return response;
  }
  const envelope = errorReply.safeParse(response.json());
  if (!envelope.success) {
    throw new Error(`A ${response.statusCode} reply is not the error envelope: ${response.body}`);
  }
  return response;
}

export interface TestAppOptions {
  /** Extra environment for loadConfig (DATA_DIR, DATABASE_URL and the admin are set by the helper). */
  env?: Record<string, string>;
  /** Service doubles. */
  overrides?: Partial<AppDeps>;
  /** Logger and built-app folder, as main passes them. */
  build?: BuildOptions;
}

/**
 * The production server (`createServer`) on a migrated, empty database (SQLite in a temp DATA_DIR, or a
 * fresh PostgreSQL database when TEST_DATABASE_URL is set) with one admin, no demo data. Call close() in
 * afterEach/afterAll.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bible-admin-test-'));
  const postgres = await createPostgresTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // Tests log in and sign up often from one address; the rate-limit tests set their own low limits.
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_ACCOUNT_RATE_LIMIT: '1000',
    LOGIN_ADDRESS_RATE_LIMIT: '1000',
    SIGNUP_RATE_LIMIT: '1000',
    DEMO_DATA: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  });
  const server = await createServer(config, {
    build: options.build,
    overrides: options.overrides,
    log: () => {},
  });
  const { app, deps, database } = server;
  await app.ready();
  // The admin as created: reset() puts this very row back (same id and stamp, so its tokens stay valid).
  const firstAdmin = (await findFirstAdmin(deps.db))!;

  const inject = async (request: InjectOptions) => checkedEnvelope(await app.inject(request));

  /** Signs in through POST /api/login and returns the admin's bearer token. */
  async function loginAdmin(): Promise<string> {
    const response = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
    return response.json().access_token as string;
  }

  let counter = 0;
  /** Inserts an end user (password USER_PASSWORD) and returns the row with a bearer token. */
  async function createEndUser(fields: Partial<NewUser> = {}): Promise<{ user: UserRow; token: string }> {
    counter += 1;
    userHash ??= hashPassword(USER_PASSWORD);
    const name = fields.name ?? `Test User ${counter}`;
    const user = await insertUser(deps.db, {
      role: 'user',
      name,
      first_name: name.split(' ')[0] ?? name,
      last_name: name.split(' ').slice(1).join(' '),
      email: `user${counter}-${Date.now()}@test.local`,
      password_hash: await userHash,
      status: 'Active',
      device: 'ios',
      ...fields,
    });
    return { user, token: await deps.tokens.signIn(user, { ip: null, userAgent: null }) };
  }

  /** Inserts an admin of a role on the team (password ADMIN_PASSWORD) and returns the row with a bearer token. */
  async function createAdmin(adminRole: AdminRole, fields: Partial<NewUser> = {}) {
    counter += 1;
    const user = await insertUser(deps.db, {
      role: 'admin',
      admin_role: adminRole,
      name: `Test ${adminRole} ${counter}`,
      first_name: 'Test',
      last_name: `${adminRole} ${counter}`,
      email: `${adminRole}${counter}-${Date.now()}@test.local`,
      password_hash: await hashPassword(ADMIN_PASSWORD),
      status: 'Active',
      ...fields,
    });
    return { user, token: await deps.tokens.signIn(user, { ip: null, userAgent: null }) };
  }

  /**
   * Back to the state after start: every table the migrations made emptied, and the first admin as it was
   * created (its language, version and password too), so a file can share one database across tests: much
   * faster than a new PostgreSQL database per test.
   */
  async function reset() {
    // The admin's sessions too, open again (a test may have changed the password), so the tokens a file
    // signed in with once stay valid.
    const sessions = await deps.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', firstAdmin.id)
      .execute();
    await emptyDatabase(deps.db, database.dialect);
    await deps.db.insertInto('users').values(firstAdmin).execute();
    if (sessions.length > 0) {
      const reopened = sessions.map((session) => ({ ...session, ended_at: null, end_reason: null }));
      await deps.db.insertInto('sessions').values(reopened).execute();
    }
  }

  async function close() {
    await server.close();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }

  return {
    app,
    deps,
    db: deps.db,
    config,
    dialect: database.dialect,
    inject,
    loginAdmin,
    createEndUser,
    createAdmin,
    reset,
    close,
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface SharedTestAppOptions extends TestAppOptions {
  /** Sign the admin in once, in beforeAll: its bearer token is `t.admin`. */
  admin?: boolean;
  /** `t.reset()` before each test. */
  reset?: boolean;
}

/**
 * One app for the whole file: registers beforeAll (createTestApp, and the admin's login with
 * `admin: true`), beforeEach (t.reset() with `reset: true`) and afterAll (t.close()). Returns the app's
 * object, filled in by beforeAll: use it inside hooks and tests only, as `t.inject(...)`, `bearer(t.admin)`.
 */
export function sharedTestApp(options: SharedTestAppOptions & { admin: true }): TestApp & { admin: string };
export function sharedTestApp(options?: SharedTestAppOptions): TestApp;
export function sharedTestApp({ admin, reset, ...appOptions }: SharedTestAppOptions = {}) {
  // createTestApp returns plain values and closures, so copying them onto this object is enough.
  const t = {} as TestApp & { admin?: string };
  beforeAll(async () => {
    Object.assign(t, await createTestApp(appOptions));
    if (admin) t.admin = await t.loginAdmin();
  });
  if (reset) beforeEach(() => t.reset());
  afterAll(() => t.close());
  return t;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A form-urlencoded body (as the admin app sends it) for app.inject, with the bearer token when given. */
export const form = (fields: Record<string, string>, token?: string) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? bearer(token) : {}) },
});
