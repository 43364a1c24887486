import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { ensureFirstAdmin } from '../src/bootstrap';
import { ADMIN_EMAIL, createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

test('the first admin is created once; without ADMIN_PASSWORD a random one is generated', async () => {
  expect(await ensureFirstAdmin(t.db, t.config)).toBeNull();

  await t.db.deleteFrom('users').execute();
  const created = await ensureFirstAdmin(t.db, { ...t.config, adminPassword: null });
  expect(created).toMatchObject({ email: ADMIN_EMAIL, generated: true });
  expect(created?.password).toMatch(/^[\w-]{16}$/);
  const login = await t.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: ADMIN_EMAIL, password: created!.password! },
  });
  expect(login.statusCode).toBe(200);
});

test('ADMIN_EMAIL of an end user is refused rather than promoted', async () => {
  await t.db.deleteFrom('users').execute();
  await t.createEndUser({ email: 'taken@example.com' });
  await expect(ensureFirstAdmin(t.db, { ...t.config, adminEmail: 'taken@example.com' })).rejects.toThrow(
    /end-user account/,
  );
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

test('main: migrates, creates the admin, prints URL and generated password, answers HTTP', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bible-admin-main-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: '0',
      DATABASE_URL: '',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let i = 0; i < 300 && !output.includes('Admin password'); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(output).toContain(`http://127.0.0.1:${port}`);
    const password = /Admin password \(generated, shown once\): (\S+)/.exec(output)?.[1];
    expect(password).toBeDefined();
    const response = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'admin@example.com', password: password! }),
    });
    expect(response.status).toBe(200);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
});
