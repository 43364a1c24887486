import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, expect, test } from 'vitest';
import { SQLITE_FILE } from '../src/db/database';
import { closeWithin } from '../src/shutdown';
import { type ServerProcess, startServer, stopServer } from './helpers/serverProcess';
import { createPostgresTestDatabase } from './helpers/testDatabase';

const ADMIN = { username: 'admin@shutdown.local', password: 'admin-password-1' };
const BURST = 30;

let server: ServerProcess | undefined;
let database: Awaited<ReturnType<typeof createPostgresTestDatabase>> = null;
afterAll(async () => {
  if (server) await stopServer(server);
  await database?.drop();
});

test('SIGTERM mid-burst: every request in flight is answered, the database closed, exit code 0', async () => {
  database = await createPostgresTestDatabase();
  server = await startServer('shutdown', {
    ...(database ? { DATABASE_URL: database.url } : {}),
    ADMIN_EMAIL: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_DATA: '0',
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_ADDRESS_RATE_LIMIT: '1000',
    // No drain: this test is about the requests in flight (the drain has its own test below).
    SHUTDOWN_DRAIN_SECONDS: '0',
    // Longer than this test waits: the stop must come from the requests ending, not from the bound.
    SHUTDOWN_GRACE_SECONDS: '60',
    // A line per request received, so the signal comes once every request of the burst is in.
    LOG_LEVEL: 'info',
  });
  const { url } = server;

  // Sign-ins: each hashes a password and writes a rate-limit count, so the burst lasts a while.
  let signalledAt = Infinity;
  const burst = Array.from({ length: BURST }, () =>
    fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
      signal: AbortSignal.timeout(20_000),
    }).then(
      async (response) => ({
        status: response.status,
        signed: Boolean(((await response.json()) as { access_token?: string }).access_token),
        afterSignal: performance.now() > signalledAt,
      }),
      (error: Error) => ({ status: error.message, signed: false, afterSignal: true }),
    ),
  );
  // In flight: received (a connection still waiting to be accepted would be refused, as it should), not
  // all answered yet.
  const received = () => server!.output().split('"msg":"incoming request"').length - 1;
  while (received() < BURST) await new Promise((resolve) => setTimeout(resolve, 5));
  signalledAt = performance.now();
  server.child.kill('SIGTERM');

  const results = await Promise.all(burst);
  expect(results.map(({ status, signed }) => `${status} ${signed}`)).toEqual(
    Array.from({ length: BURST }, () => '200 true'),
  );
  // Mid-burst: requests were still in flight at the signal, and answered after it (how many depends on the
  // machine's load: 11 of 30 with both database suites running side by side, most of them when idle).
  expect(results.filter(({ afterSignal }) => afterSignal).length).toBeGreaterThan(0);
  expect(await server.exited).toEqual({ code: 0, signal: null });
  // The client keeps its connections alive: the server closed them once their requests were answered, so it
  // stopped without cutting any at the end of the 60 s grace period (timed, it would only measure the machine).
  expect(server.output()).not.toContain('Cut ');
  expect(server.output()).toContain('SIGTERM: not ready; serving for the drain period');
  expect(server.output()).toContain('Stopped.');
  // SQLite: the last connection closed folded the write-ahead log into the database and removed it.
  if (!database) expect(existsSync(path.join(server.dataDir, `${SQLITE_FILE}-wal`))).toBe(false);
});

test('a request still running after the grace period has its connection cut, and the close completes', async () => {
  const app = Fastify();
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  app.get('/forever', () => {
    started();
    return new Promise(() => {});
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const request = fetch(`http://127.0.0.1:${port}/forever`).then(
    () => 'answered',
    () => 'cut',
  );
  await running;

  const startedAt = performance.now();
  expect(await closeWithin(app, 200)).toEqual({ cut: 1 });
  expect(performance.now() - startedAt).toBeGreaterThanOrEqual(190);
  expect(await request).toBe('cut');
});
