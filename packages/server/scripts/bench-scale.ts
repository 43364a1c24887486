// The admin at scale: starts the real server on a database of generated users and transactions and prints
// p50 / p95 / p99 and throughput of every call issue 12 lists, beside the reference call measured in the
// same run, then the reference call's p99 while the heaviest calls run beside it.
// Usage (from the repository root; seeds the database first when it has no end users, which takes a while):
//   DATA_DIR=/tmp/scale-bench pnpm --filter @bible-admin/server exec tsx scripts/bench-scale.ts \
//     [--users 1000000] [--transactions 1000000] [--seconds 5] [--port 6332] [--only <regex>]
//   --only measures just the lines whose name matches (the reference is always measured).
//   --audit-events N: the audit log holds N events (added when it holds fewer), for its screen's first pages.
//   DATABASE_URL=postgres://… for PostgreSQL instead of SQLite.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Kysely, sql } from 'kysely';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrations';
import { toNumber } from '../src/db/portable';
import { seedAuditEvents } from '../src/demo/auditScale';
import { seedScale } from '../src/demo/scale';
import type { Database } from '../src/db/schema';
import { readBookFile } from '../src/importer/bookFile';
import { importBook } from '../src/importer/importBook';
import { countChapters } from '../src/repositories/chapters';
import { findUserByEmail, insertUser } from '../src/repositories/users';
import { hashPassword } from '../src/services/passwords';
import { GENESIS_FILE, REPO_ROOT } from './paths';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    users: { type: 'string', default: '1000000' },
    transactions: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '5' },
    port: { type: 'string', default: '6332' },
    only: { type: 'string', default: '' },
    'audit-events': { type: 'string', default: '1000000' },
  },
});
const SECONDS = Number(values.seconds);
const PORT = Number(values.port);
const ONLY = new RegExp(values.only, 'i');
const ADMIN = { email: 'bench@scale.local', password: 'bench-scale-password' };

/** Seeds an empty database, adds Genesis for the chapter search, returns a user with the most transactions. */
async function prepare(): Promise<string> {
  const config = loadConfig(process.env, REPO_ROOT);
  const database = createDatabase(config);
  const { db } = database;
  try {
    await migrateToLatest(db);
    const users = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'user')
      .limit(1)
      .executeTakeFirst();
    if (!users) {
      console.log(`seeding ${values.users} users and ${values.transactions} transactions…`);
      const started = performance.now();
      await seedScale(db, { users: Number(values.users), transactions: Number(values.transactions) });
      console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(db);
    }
    if ((await countChapters(db)) === 0) await importBook(db, await readBookFile(GENESIS_FILE));
    // An admin of its own to sign in with (ADMIN_PASSWORD only sets the first admin's).
    if (!(await findUserByEmail(db, ADMIN.email))) {
      const name = 'Bench Admin';
      await insertUser(db, {
        role: 'admin',
        name,
        first_name: 'Bench',
        last_name: 'Admin',
        email: ADMIN.email,
        password_hash: await hashPassword(ADMIN.password),
        status: 'Active',
      });
    }
    await seedAuditLog(db);
    const heavy = await sql<{ user_id: string; n: unknown }>`select user_id, count(*) as n from transactions
      where user_id is not null group by user_id order by n desc limit 1`.execute(db);
    const row = heavy.rows[0];
    if (!row) throw new Error('no transactions');
    console.log(`user with ${toNumber(row.n)} transactions: ${row.user_id}`);
    return row.user_id;
  } finally {
    await database.destroy();
  }
}

/** Fills the audit log up to --audit-events, by the admins there are, over the last 300 days. */
async function seedAuditLog(db: Kysely<Database>) {
  const target = Number(values['audit-events']);
  const counted = await db
    .selectFrom('audit_events')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const missing = target - toNumber(counted.n);
  if (missing <= 0) return;
  console.log(`adding ${missing} audit events…`);
  const started = performance.now();
  const admins = await db.selectFrom('users').select(['id', 'email']).where('role', '=', 'admin').execute();
  await seedAuditEvents(db, { events: missing, admins, days: 300 });
  console.log(`added in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

function startServer(): Promise<{ stop: () => void; pid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(REPO_ROOT, 'packages/server'),
    env: {
      ...process.env,
      PORT: String(PORT),
      NODE_ENV: 'production',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '100000',
      LOGIN_ADDRESS_RATE_LIMIT: '100000',
      // The audit log's events stay, however old: the benchmark measures its pages at a million.
      AUDIT_RETENTION_DAYS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`http://127.0.0.1:${PORT}`))
        resolve({ stop: () => child.kill(), pid: child.pid! });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function request(
  method: string,
  url: string,
  token?: string,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: url,
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface Result {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  requests: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** `connections` loops calling `url` for `seconds`; latencies of the whole request, reply read. */
async function load(url: string, token: string, connections: number, seconds = SECONDS): Promise<Result> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const begin = performance.now();
        const response = await request('GET', url, token);
        if (response.status !== 200)
          throw new Error(`${url}: ${response.status} ${response.body.slice(0, 200)}`);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / elapsed,
    requests: latencies.length,
  };
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
function row(name: string, connections: number, result: Result, reference?: Result, extra = '') {
  const share = reference ? ` (${((100 * result.perSecond) / reference.perSecond).toFixed(0)}%)` : '';
  console.log(
    `| ${name} | ${connections} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${result.perSecond.toFixed(0)}${share} | ${extra} |`,
  );
}

const DAY = 24 * 60 * 60 * 1000;

/** The server process's resident memory, from /proc (Linux). */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/**
 * One export read to its end as fast as the client can: time to the first byte and to the last, rows,
 * the server's RSS growth (its highest, sampled every 50 ms, over its RSS before), and the reference
 * call beside it the whole time.
 */
async function measureExport(name: string, url: string, token: string, pid: number) {
  const before = await rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    rssOf(pid).then(
      (rss) => (peak = Math.max(peak, rss)),
      () => {},
    );
  }, 50);
  const started = performance.now();
  let firstByte = NaN;
  let bytes = 0;
  let lines = 0;
  const done = new Promise<void>((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port: PORT, path: url, headers: { authorization: `Bearer ${token}` } },
        (res) => {
          if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
          res.on('data', (chunk: Buffer) => {
            if (Number.isNaN(firstByte)) firstByte = performance.now() - started;
            bytes += chunk.length;
            for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
          });
          res.on('end', resolve);
        },
      )
      .on('error', reject);
  });
  let exporting = true;
  const latencies: number[] = [];
  // The reference every 20 ms, as a page's calls come: a loop calling it back to back would take a core of
  // this 2-core machine from the export it measures beside.
  const beside = (async () => {
    while (exporting) {
      const begin = performance.now();
      await request('GET', '/api/help-and-support');
      latencies.push(performance.now() - begin);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await done;
  const total = performance.now() - started;
  exporting = false;
  await beside;
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  console.log(
    `| ${name} | ${(lines - 1).toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(0)} MB | first byte ${ms(firstByte)} ms | ` +
      `${(total / 1000).toFixed(1)} s | RSS +${((peak - before) / 1e6).toFixed(0)} MB | ` +
      `reference beside it: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))} ms (${latencies.length} calls) |`,
  );
}

async function main() {
  const heavyUser = await prepare();
  const { stop, pid } = await startServer();
  try {
    const login = await request(
      'POST',
      '/api/login',
      undefined,
      JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
    );
    const token = JSON.parse(login.body).access_token as string;
    if (!token) throw new Error(`login failed: ${login.body}`);
    const q = (search: string) => encodeURIComponent(search);
    const calls: [string, string][] = [
      ['users page 1', '/api/admin/users'],
      ['transactions page 1', '/api/admin/transactions'],
      [`user's transactions (heavy user)`, `/api/admin/user-transactions/${heavyUser}`],
      ['dashboard', '/api/admin/dashboard'],
      ['users search: rare fragment "123456@"', `/api/admin/users?search=${q('123456@')}`],
      ['users search: common "cohen"', `/api/admin/users?search=cohen`],
      ['users search: e-mail "shira.levi1"', `/api/admin/users?search=${q('shira.levi1')}`],
      ['users search: status "pending"', `/api/admin/users?search=pending`],
      ['users search: device "android"', `/api/admin/users?search=android`],
      ['users search: plan "premium"', `/api/admin/users?search=premium`],
      ['users search: no match "zzqqxx"', `/api/admin/users?search=zzqqxx`],
      ['users search: rare name fragment "rachel gold"', `/api/admin/users?search=${q('rachel gold')}`],
      ['users search: Hebrew name "איתי פרידמן"', `/api/admin/users?search=${q('איתי פרידמן')}`],
      ['users search: common Hebrew "כהן"', `/api/admin/users?search=${q('כהן')}`],
      ['transactions search: Hebrew payer "פרידמן"', `/api/admin/transactions?search=${q('פרידמן')}`],
      ['users search: one letter "a"', `/api/admin/users?search=a`],
      ['users search: one Hebrew letter "ה"', `/api/admin/users?search=${q('ה')}`],
      ['users search: one letter, no match "q"', `/api/admin/users?search=q`],
      ['users search: two letters "co"', `/api/admin/users?search=co`],
      ['users search: two letters "zq"', `/api/admin/users?search=zq`],
      ['users search: two letters "qx"', `/api/admin/users?search=qx`],
      ['users search: two Hebrew letters "צק"', `/api/admin/users?search=${q('צק')}`],
      ['transactions search: "paypal"', `/api/admin/transactions?search=paypal`],
      ['transactions search: payer "shira.levi1"', `/api/admin/transactions?search=${q('shira.levi1')}`],
      ['transactions search: amount "184.96"', `/api/admin/transactions?search=184.96`],
      ['chapters search: "בראשית" (no points)', `/api/admin/chapters?search=${q('בראשית')}`],
      ['chapters search: "בְּרֵאשִׁית" (points)', `/api/admin/chapters?search=${q('בְּרֵאשִׁית')}`],
      ['chapters search: one letter "ה"', `/api/admin/chapters?search=${q('ה')}`],
      ['transactions search: two letters "pa"', `/api/admin/transactions?search=pa`],
    ];
    // Warm the caches, and every pooled connection, with each call at 4 connections: neither the first read
    // of a cold file nor a fresh connection is the steady state of a server that runs for days (a
    // PostgreSQL backend's first touch of each shared buffer faults it in: a payer's transactions looked
    // up 50 µs apiece in a new connection, 4 µs in the same connection after).
    const chosen = calls.filter(([name]) => ONLY.test(name));
    for (const [, url] of chosen) await load(url, token, 4, 1);

    console.log(`\n${SECONDS} s per line; ms; throughput in requests/s (share of the reference's)\n`);
    console.log('| call | conns | p50 | p95 | p99 | req/s | total |');
    console.log('|---|---|---|---|---|---|---|');
    const reference = await load('/api/help-and-support', '', 4);
    row('GET /api/help-and-support (reference)', 4, reference);
    for (const [name, url] of chosen) {
      const meta = JSON.parse((await request('GET', url, token)).body).meta;
      const total = meta ? `${meta.total}${meta.total_capped ? '+' : ''}` : '';
      row(name, 4, await load(url, token, 4), reference, total);
      if (name.includes('search')) row(`${name}`, 1, await load(url, token, 1), undefined, total);
    }
    if (ONLY.test('users page 10,000'))
      row('users page 10,000', 1, await load('/api/admin/users?page=10000', token, 1));
    const admins = JSON.parse((await request('GET', '/api/admin/audit-events/admins', token)).body).data;
    const auditPages: [string, string][] = [
      ['audit log page 1', '/api/admin/audit-events'],
      ['audit log page 1, one kind', '/api/admin/audit-events?type=chapter.updated'],
      ['audit log page 1, one admin', `/api/admin/audit-events?actor_id=${admins[0]._id}`],
      [
        'audit log page 1, one admin and kind, a month',
        `/api/admin/audit-events?actor_id=${admins[0]._id}&type=plan.updated` +
          `&from=${q(new Date(Date.now() - 60 * DAY).toISOString())}&to=${q(new Date(Date.now() - 30 * DAY).toISOString())}`,
      ],
      ['audit log page 1, failed sign-ins', '/api/admin/audit-events?type=auth.login_failed'],
    ];
    for (const [name, url] of auditPages.filter(([name]) => ONLY.test(name))) {
      await load(url, token, 4, 1);
      const meta = JSON.parse((await request('GET', url, token)).body).meta;
      const total = `${meta.total}${meta.total_capped ? '+' : ''}`;
      row(name, 1, await load(url, token, 1), undefined, total);
      row(name, 4, await load(url, token, 4), reference, total);
    }

    const exports: [string, string][] = [
      ['export users', '/api/admin/users/export.csv'],
      ['export transactions', '/api/admin/transactions/export.csv'],
      ['export users, search "cohen"', `/api/admin/users/export.csv?search=cohen`],
    ];
    const chosenExports = exports.filter(([name]) => ONLY.test(name));
    if (chosenExports.length) {
      console.log('\n| export | size | first byte | total | server RSS | reference call beside it |');
      console.log('|---|---|---|---|---|---|');
    }
    for (const [name, url] of chosenExports) await measureExport(name, url, token, pid);
    if (!ONLY.test('reference beside heaviest calls')) return;

    // Never freeze: the reference alone at one connection, then beside the heaviest calls in a loop.
    const heaviest = [
      '/api/admin/users?page=10000',
      `/api/admin/transactions?search=cohen`,
      '/api/admin/dashboard',
    ];
    const alone = await load('/api/help-and-support', '', 1);
    const [beside] = await Promise.all([
      load('/api/help-and-support', '', 1),
      ...heaviest.map((url) => load(url, token, 1)),
    ]);
    row('reference alone', 1, alone);
    row(`reference beside ${heaviest.length} heaviest calls in loops`, 1, beside);
  } finally {
    stop();
    agent.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
