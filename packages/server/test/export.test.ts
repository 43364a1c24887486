import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  transactionCsvColumns,
  type TransactionCsvRow,
  transactionLabels,
  userCsvColumns,
  type UserCsvRow,
  userLabels,
} from '@bible-admin/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedScale } from '../src/demo/scale';
import { insertPlan } from '../src/repositories/plans';
import { insertTransaction } from '../src/repositories/transactions';
import { keysetBatches } from '../src/db/keyset';
import { deleteUser, endUsersAfter } from '../src/repositories/users';
import { EXPORT_BATCH } from '../src/services/exports';
import { bearer, form, sharedTestApp } from './helpers/testApp';

/**
 * CSV exports of the users and transactions lists (issue 25): the list's own search, every page, RFC 4180
 * with a BOM and neutralised formulas, streamed in batches (memory bounded, stopped when the client
 * goes), each one audited.
 */

const t = sharedTestApp({ admin: true });

const day = (n: number) => new Date(Date.UTC(2025, 0, n)).toISOString();

const exportOf = (list: 'users' | 'transactions', search?: string) =>
  t.inject({
    method: 'GET',
    url: `/api/admin/${list}/export.csv${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`,
    headers: bearer(t.admin),
  });

/** RFC 4180 records of a CSV text (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\r')) {
      field += char;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else {
      // CRLF ends a record.
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    }
  }
  return records;
}

/** A file's header row and its records as rows of the list's CSV row type (the server's writer's type). */
function csvRecords<Column extends string>(columns: readonly Column[], bytes: Buffer) {
  const [header, ...records] = parseCsv(bytes.subarray(3).toString('utf8'));
  const rows = records.map(
    (record) => Object.fromEntries(columns.map((column, i) => [column, record[i]])) as Record<Column, string>,
  );
  return { header, rows };
}

const setLocale = (locale: 'en' | 'he') =>
  t.inject({ method: 'POST', url: '/api/admin/update-locale', ...form({ locale }, t.admin) });

/** Every page of a list's ids for `search`, as the list call gives them. */
async function listedIds(list: 'users' | 'transactions', search: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const response = await t.inject({
      method: 'GET',
      url: `/api/admin/${list}?limit=200&page=${page}&search=${encodeURIComponent(search)}`,
      headers: bearer(t.admin),
    });
    const rows = response.json().data as { _id: string }[];
    ids.push(...rows.map((row) => row._id));
    if (rows.length < 200) return ids;
  }
}

const exportEvents = async () =>
  (
    await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('type', '=', 'list.exported')
      .orderBy('created_at')
      .execute()
  ).map((row) => ({ actor: row.actor_email, summary: JSON.parse(row.summary) as Record<string, unknown> }));

describe('what a file holds', () => {
  let deletedPayer: string;

  beforeAll(async () => {
    await t.reset();
    const gold = await insertPlan(t.db, {
      name: 'Gold',
      price: 9.99,
      duration: 'monthly',
      status: 'active',
      features: { Audio: true },
    });
    const people = [
      { name: 'Moshe Cohen', email: 'moshe@example.com', status: 'Active', plan_id: gold.id, device: 'ios' },
      { name: 'Cohen, "Sarah"', email: 'sarah@example.com', status: 'Pending', plan_id: null, device: null },
      { name: '=HYPERLINK("http://evil","x")', email: '+1@example.com', status: 'Active', plan_id: null },
      { name: '@SUM(A1)', email: 'sum@example.com', status: 'Active', plan_id: null, device: 'android' },
      { name: 'אברהם אבינו', email: '-avraham@example.com', status: 'Active', plan_id: gold.id },
      { name: 'Two\nLines', email: 'lines@example.com', status: 'Pending', plan_id: null, device: 'tablet' },
    ];
    for (const [i, person] of people.entries()) {
      const { user } = await t.createEndUser({ device: 'ipad', ...person, created_at: day(i + 1) });
      await insertTransaction(t.db, {
        user_id: user.id,
        amount_minor: 999 + i,
        currency: i % 2 ? 'ils' : 'usd',
        status: i % 3 ? 'succeeded' : 'pending',
        payment_method: 'card',
        plan_id: null,
        created_at: day(i + 1),
      });
    }
    const { user: gone } = await t.createEndUser({ name: 'Gone Payer', created_at: day(10) });
    deletedPayer = gone.id;
    await insertTransaction(t.db, {
      user_id: gone.id,
      amount_minor: 500,
      currency: 'usd',
      status: 'succeeded',
      payment_method: 'paypal',
      plan_id: null,
      created_at: day(10),
    });
    await deleteUser(t.db, deletedPayer);
  });

  test('users: UTF-8 with a BOM, a header row, RFC 4180 quoting, formulas neutralised, newest first', async () => {
    const response = await exportOf('users');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    // Raw text: quotes doubled, and a formula's apostrophe inside its quotes.
    expect(text).toContain(',"Cohen, ""Sarah""",');
    expect(text).toContain(`,"'=HYPERLINK(""http://evil"",""x"")",'+1@example.com,`);
    expect(text).toContain('"Two\nLines"');
    const { header, rows } = csvRecords(userCsvColumns, bytes);
    // The spec's column names, for an admin reading English.
    expect(header).toEqual(['ID', 'User', 'Email', 'Status', 'Plan', 'Device', 'Joined']);
    expect(rows.map((row) => row.name)).toEqual([
      'Two\nLines',
      'אברהם אבינו',
      "'@SUM(A1)",
      `'=HYPERLINK("http://evil","x")`,
      'Cohen, "Sarah"',
      'Moshe Cohen',
    ]);
    expect(rows[1]).toEqual<UserCsvRow>({
      id: expect.any(String),
      name: 'אברהם אבינו',
      email: "'-avraham@example.com",
      status: 'Active',
      plan: 'Gold',
      device: 'ipad',
      created_at: day(5),
    });
    expect(rows[4]).toEqual<UserCsvRow>({
      id: expect.any(String),
      name: 'Cohen, "Sarah"',
      email: 'sarah@example.com',
      status: 'Pending',
      plan: 'Free',
      device: '',
      created_at: day(2),
    });
    // The admin is not an end user: never in the users list, nor in its export.
    expect(text).not.toContain('admin@test.local');
  });

  test('transactions: amounts with two decimals beside their upper-case currency, a deleted payer named so', async () => {
    const response = await exportOf('transactions');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="transactions-\d{4}-\d\d-\d\d\.csv"/);
    const { header, rows } = csvRecords(transactionCsvColumns, response.rawPayload);
    expect(header).toEqual(['ID', 'User', 'Email', 'Amount', 'Currency', 'Status', 'Payment Method', 'Date']);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual<TransactionCsvRow>({
      id: expect.any(String),
      user_name: 'Deleted user',
      user_email: '',
      amount: '5.00',
      currency: 'USD',
      status: 'succeeded',
      payment_method: 'paypal',
      created_at: day(10),
    });
    expect(rows[1]).toEqual<TransactionCsvRow>({
      id: expect.any(String),
      user_name: 'Two\nLines',
      user_email: 'lines@example.com',
      amount: '10.04',
      currency: 'ILS',
      status: 'succeeded',
      payment_method: 'card',
      created_at: day(6),
    });
    expect(rows.at(-1)).toEqual<TransactionCsvRow>({
      id: expect.any(String),
      user_name: 'Moshe Cohen',
      user_email: 'moshe@example.com',
      amount: '9.99',
      currency: 'USD',
      status: 'pending',
      payment_method: 'card',
      created_at: day(1),
    });
  });

  test("the header row is in the admin's language: Hebrew for an admin reading Hebrew, the rows alike", async () => {
    const english = await exportOf('users');
    expect(await setLocale('he')).toMatchObject({ statusCode: 200 });
    try {
      const users = await exportOf('users');
      expect(csvRecords(userCsvColumns, users.rawPayload).header).toEqual(
        userCsvColumns.map((column) => userLabels.he[column]),
      );
      expect(csvRecords(userCsvColumns, users.rawPayload).header).toContain('תאריך הצטרפות');
      expect(csvRecords(userCsvColumns, users.rawPayload).rows).toEqual(
        csvRecords(userCsvColumns, english.rawPayload).rows,
      );
      const transactions = await exportOf('transactions');
      expect(csvRecords(transactionCsvColumns, transactions.rawPayload).header).toEqual(
        transactionCsvColumns.map((column) => transactionLabels.he[column]),
      );
    } finally {
      await setLocale('en');
    }
  });

  test.each([
    ['users', 'cohen'], // name
    ['users', 'pending'], // status
    ['users', 'gold'], // plan
    ['users', 'android'], // device
    ['users', 'אבינו'], // Hebrew
    ['users', 'a'], // one letter
    ['users', '100%'], // a wildcard, taken literally
    ['transactions', 'ils'], // currency
    ['transactions', '10.04'], // amount
    ['transactions', 'sarah@'], // payer's e-mail
    ['transactions', 'paypal'], // payment method, deleted payer
  ] as const)('%s search %j: the rows the list finds, every page, in its order', async (list, search) => {
    const [listed, response] = await Promise.all([listedIds(list, search), exportOf(list, search)]);
    const [, ...rows] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    expect(rows.map((row) => row[0])).toEqual(listed);
  });

  test('batches follow the list order across ties of created_at: every row once, in order', async () => {
    for (let i = 0; i < 5; i++) await t.createEndUser({ name: `Tied ${i}`, created_at: day(20) });
    const batches = [];
    for await (const batch of keysetBatches((cursor, size) => endUsersAfter(t.db, null, cursor, size), 2)) {
      batches.push(batch.map((row) => row.id));
    }
    expect(batches.map((batch) => batch.length)).toEqual([2, 2, 2, 2, 2, 1]);
    expect(batches.flat()).toEqual(await listedIds('users', ''));
    await t.db.deleteFrom('users').where('name', 'like', 'Tied %').execute();
  });

  test('HEAD answers the headers without reading a row: no export runs, none is audited', async () => {
    await t.db.deleteFrom('audit_events').execute();
    for (const list of ['users', 'transactions'] as const) {
      const response = await t.inject({
        method: 'HEAD',
        url: `/api/admin/${list}/export.csv?search=cohen`,
        headers: bearer(t.admin),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="\w+-[\d-]+\.csv"$/);
      expect(response.body).toBe('');
    }
    expect(await exportEvents()).toEqual([]);
    expect(await t.db.selectFrom('export_leases').selectAll().execute()).toEqual([]);
    // Refused as the GET is: without a token, with a bad search (a HEAD's refusal has no body to check).
    expect((await t.app.inject({ method: 'HEAD', url: '/api/admin/users/export.csv' })).statusCode).toBe(401);
    const long = await t.app.inject({
      method: 'HEAD',
      url: `/api/admin/users/export.csv?search=${'x'.repeat(201)}`,
      headers: bearer(t.admin),
    });
    expect(long.statusCode).toBe(400);
  });

  test('a search the list refuses is refused alike, in the JSON envelope', async () => {
    const response = await exportOf('users', 'x'.repeat(201));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'validation_failed' });
  });

  test('each export is audited: who, which list and search, how many rows, completed', async () => {
    await t.db.deleteFrom('audit_events').execute();
    await exportOf('users', 'cohen');
    await exportOf('transactions');
    expect(await exportEvents()).toEqual([
      {
        actor: 'admin@test.local',
        summary: { list: 'users', search: 'cohen', rows: 2, outcome: 'completed' },
      },
      {
        actor: 'admin@test.local',
        summary: { list: 'transactions', search: null, rows: 7, outcome: 'completed' },
      },
    ]);
  });
});

describe('at scale', () => {
  const USERS = 50_000;
  let base: string;

  beforeAll(async () => {
    await t.reset();
    await seedScale(t.db, { users: USERS, transactions: 0 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => t.app.server.close());

  /** Reads the export over HTTP: bytes seen, RSS at its highest, and the process's RSS before. */
  function download(onChunk: (bytes: number, request: http.ClientRequest) => void = () => {}) {
    return new Promise<{ bytes: number; rssGrowth: number }>((resolve, reject) => {
      globalThis.gc?.();
      const before = process.memoryUsage.rss();
      let peak = before;
      let bytes = 0;
      const request = http.get(`${base}/api/admin/users/export.csv`, { headers: bearer(t.admin) }, (res) => {
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          peak = Math.max(peak, process.memoryUsage.rss());
          onChunk(bytes, request);
        });
        res.on('end', () => resolve({ bytes, rssGrowth: peak - before }));
        res.on('close', () => resolve({ bytes, rssGrowth: peak - before }));
      });
      request.on('error', reject);
    });
  }

  test(`${USERS.toLocaleString('en')} users stream in batches: every row, memory bounded`, async () => {
    // A first export starts the readers and fills the caches: the second shows what an export costs.
    await download();
    const { bytes, rssGrowth } = await download();
    expect(bytes).toBeGreaterThan(USERS * 80);
    // The whole list in memory at once (its rows, their CSV) took 110 MB more; a batch at a time, 1-2 MB on
    // SQLite and up to ~25 MB on PostgreSQL on a busy machine (the collector runs later): the bound sits between.
    expect(rssGrowth).toBeLessThan(50 * 1024 * 1024);
    const [event] = (await exportEvents()).slice(-1);
    expect(event?.summary).toMatchObject({ rows: USERS, outcome: 'completed' });
    // Its export slot is free again.
    await expect.poll(() => t.db.selectFrom('export_leases').selectAll().execute()).toEqual([]);
  });

  test('a client that goes away stops the reads; the audit event says cancelled, with the rows sent', async () => {
    await download((bytes, request) => {
      if (bytes > 10_000) request.destroy();
    });
    await expect.poll(async () => (await exportEvents()).at(-1)?.summary.outcome).toBe('cancelled');
    const rows = (await exportEvents()).at(-1)?.summary.rows as number;
    expect(rows).toBeGreaterThan(0);
    // The server read a few batches ahead of the socket at most, not the list.
    expect(rows).toBeLessThanOrEqual(10 * EXPORT_BATCH);
    await expect.poll(() => t.db.selectFrom('export_leases').selectAll().execute()).toEqual([]);
  });
});
