import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedScale } from '../src/demo/scale';
import { Lifecycle } from '../src/lifecycle';
import { exportedUser } from '../src/presenters';
import { listExport, usersList } from '../src/services/exports';
import { EXPORT_LEASE_MS, ExportSlots } from '../src/services/exportSlots';
import { createTestApp, form, type TestApp } from './helpers/testApp';

/**
 * At most a few exports at once (issue 29), per admin and in all, counted in the database so the limits
 * hold across server processes; a slot is freed however its export ends, the server stopping included.
 */

let t: TestApp;
let admin: string;
/** The app's stop: the last test begins it. */
const lifecycle = new Lifecycle();

beforeAll(async () => {
  t = await createTestApp({
    env: { EXPORT_CONCURRENCY_PER_ADMIN: '1', EXPORT_CONCURRENCY_TOTAL: '2' },
    overrides: { lifecycle },
  });
  admin = await t.loginAdmin();
  // Enough rows that an export no one reads stays open: its first batches fill the response's buffer.
  await seedScale(t.db, { users: 5000, transactions: 0 });
}, 60_000);
afterAll(() => t.close());

const leases = () => t.db.selectFrom('export_leases').selectAll().execute();

/** An export whose response nobody reads yet: it runs, holding its slot, until read or cut off. */
async function openExport(list: 'users' | 'transactions' = 'users') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/${list}/export.csv`,
    headers: { authorization: `Bearer ${admin}` },
    payloadAsStream: true,
  });
  return { status: response.statusCode, stream: response.stream() as Readable };
}

/** Reads a stream to its end: its text, or the error it broke off with. */
async function readAll(stream: Readable): Promise<{ text: string; error: Error | null }> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { text: Buffer.concat(chunks).toString('utf8'), error: null };
  } catch (error) {
    return { text: Buffer.concat(chunks).toString('utf8'), error: error as Error };
  }
}

const lastExport = async () => {
  const row = await t.db
    .selectFrom('audit_events')
    .select('summary')
    .where('type', '=', 'list.exported')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row && (JSON.parse(row.summary) as { rows: number; outcome: string });
};

describe('export slots', () => {
  test('one per admin and so many in all; an expired one is free again; released, free at once', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const slots = new ExportSlots(t.db, { perAdmin: 2, total: 3 }, () => now);
    const a1 = await slots.acquire('a');
    const a2 = await slots.acquire('a');
    expect([a1, a2]).not.toContain(null);
    expect(await slots.acquire('a')).toBeNull();
    const b1 = await slots.acquire('b');
    expect(b1).not.toBeNull();
    // Three in all: b's own slots are free, everyone's are not, and b's claim is given back.
    expect(await slots.acquire('b')).toBeNull();
    expect(await slots.hasFree('b')).toBe(false);
    expect((await leases()).filter((row) => row.slot.startsWith('admin:b:'))).toHaveLength(1);

    await slots.release(a1!);
    expect(await slots.acquire('b')).not.toBeNull();

    // A holder that stops renewing (a process gone) loses its slots once its time is up; one that renews keeps them.
    now += EXPORT_LEASE_MS / 2;
    await slots.renew(a2!);
    now += EXPORT_LEASE_MS / 2 + 1;
    expect(await slots.acquire('c')).not.toBeNull();
    expect(await slots.acquire('d')).not.toBeNull();
    expect(await slots.acquire('e')).toBeNull();
    now += EXPORT_LEASE_MS / 2;
    expect(await slots.acquire('e')).not.toBeNull();
    await t.db.deleteFrom('export_leases').execute();
  });

  test('claims made at once (on PostgreSQL, on as many connections) never pass the limits', async () => {
    // Two processes are two slot stores on one database: here ten stores, each asking at the same moment.
    const stores = Array.from({ length: 10 }, () => new ExportSlots(t.db, { perAdmin: 2, total: 4 }));
    const everyone = await Promise.all(stores.map((slots, i) => slots.acquire(`admin-${i}`)));
    expect(everyone.filter(Boolean)).toHaveLength(4);
    const one = await Promise.all(stores.map((slots) => slots.acquire('one')));
    expect(await leases()).toHaveLength(8);
    expect(one.filter(Boolean)).toHaveLength(0);
    await t.db.deleteFrom('export_leases').execute();
    const alone = await Promise.all(stores.map((slots) => slots.acquire('alone')));
    expect(alone.filter(Boolean)).toHaveLength(2);
    await t.db.deleteFrom('export_leases').execute();
  });
});

describe('over HTTP, with one export per admin', () => {
  test('a second export while the first streams gets 429 with Retry-After; after the first ends, a new one runs', async () => {
    const first = await openExport();
    expect(first.status).toBe(200);
    await expect.poll(leases).toHaveLength(2);

    const second = await t.inject({
      method: 'GET',
      url: '/api/admin/transactions/export.csv',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('10');
    expect(second.json()).toMatchObject({ code: 'export_busy', message: 'Too many exports are running' });
    // A link is refused alike, so the page says why rather than a download failing.
    const link = await t.inject({ method: 'POST', url: '/api/admin/users/export-link', ...form({}, admin) });
    expect([link.statusCode, link.json().code]).toEqual([429, 'export_busy']);

    const { text, error } = await readAll(first.stream);
    expect(error).toBeNull();
    expect(text.trimEnd().split('\r\n')).toHaveLength(1 + 5000);
    await expect.poll(leases).toEqual([]);
    const third = await openExport('transactions');
    expect(third.status).toBe(200);
    await readAll(third.stream);
    await expect.poll(leases).toEqual([]);
  });

  test('a failed export frees its slot and is audited failed', async () => {
    const slots = t.deps.exportSlots;
    const lease = (await slots.acquire('someone'))!;
    let reads = 0;
    const failing = {
      ...usersList,
      after: (async (...args) => {
        if (++reads === 2) throw new Error('the database went away');
        return usersList.after(...args);
      }) as typeof usersList.after,
    };
    const stream = await listExport(
      t.deps,
      { actor: { id: null, email: 'x@test.local', ip: null }, locale: 'en', search: null, lease },
      failing,
      exportedUser,
    );
    const { error } = await readAll(stream);
    expect(error?.message).toBe('the database went away');
    await expect.poll(leases).toEqual([]);
    expect(await lastExport()).toEqual({ list: 'users', search: null, rows: 1000, outcome: 'failed' });
  });

  test('the server stopping cuts a running export off: the client sees an error, the audit says cancelled', async () => {
    const running = await openExport();
    expect(running.status).toBe(200);
    await expect.poll(leases).toHaveLength(2);
    const reading = readAll(running.stream);
    lifecycle.beginShutdown();
    const { text, error } = await reading;
    // Broken off, not ended: a truncated file never looks complete.
    expect(error).not.toBeNull();
    expect(text.trimEnd().split('\r\n').length).toBeLessThan(1 + 5000);
    await expect.poll(async () => (await lastExport())?.outcome).toBe('cancelled');
    await expect.poll(leases).toEqual([]);
    // Exports asked for now are refused, their slot freed.
    const late = await t.inject({
      method: 'GET',
      url: '/api/admin/users/export.csv',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect([late.statusCode, late.json().code]).toEqual([503, 'not_ready']);
    await expect.poll(leases).toEqual([]);
  });
});
