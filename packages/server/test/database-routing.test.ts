import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { sharedTestApp } from './helpers/testApp';

// Issue 12, "never freeze": on SQLite, reads outside a transaction run on worker threads (src/db/sqliteDriver.ts);
// on PostgreSQL every query is asynchronous anyway. The same behaviour is asked of both.

/** One statement that keeps the database busy for a while (~0.5 s on a quiet machine), on either database. */
const slowRead = (steps = 1_000_000) =>
  sql<{ n: unknown }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < ${steps})
    select count(*) as n from c`;

describe('reads and writes, routed', () => {
  const t = sharedTestApp();

  const nameOf = async (id: string, db = t.db) =>
    (await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;

  test('a slow read holds up neither timers nor a cheap query nor another request', async () => {
    // Two readers started beforehand, so the cheap query does not wait for a thread to start, and the
    // request answered once, so its first-call costs are not measured (on a busy CI machine they outlasted
    // the slow read).
    const anyRead = () => t.db.selectFrom('users').select('id').execute();
    const help = () => t.inject({ method: 'GET', url: '/api/help-and-support' });
    await Promise.all([anyRead(), anyRead(), help()]);
    const finished: string[] = [];
    const slow = slowRead(3_000_000)
      .execute(t.db)
      .then(() => finished.push('slow read'));
    const timer = new Promise((resolve) => setTimeout(resolve, 0)).then(() => finished.push('timer'));
    const cheap = t.db
      .selectFrom('users')
      .select('id')
      .limit(1)
      .execute()
      .then(() => finished.push('cheap query'));
    const request = help().then((response) => {
      expect(response.statusCode).toBe(200);
      finished.push('request');
    });
    await Promise.all([slow, timer, cheap, request]);
    // Run on the event loop, the slow read would finish first and the timer would wait for all of it. (No bound
    // in milliseconds on the timer: on a busy machine it measures the load, and the order already tells.)
    expect(finished.at(-1)).toBe('slow read');
  });

  test('a read right after a write sees it', async () => {
    const { user } = await t.createEndUser();
    for (let i = 0; i < 20; i++) {
      await t.db
        .updateTable('users')
        .set({ name: `Renamed ${i}` })
        .where('id', '=', user.id)
        .execute();
      expect(await nameOf(user.id)).toBe(`Renamed ${i}`);
    }
  });

  test('a transaction reads its own writes; other reads see them once committed', async () => {
    const { user } = await t.createEndUser({ name: 'Before' });
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ name: 'Inside' }).where('id', '=', user.id).execute();
      expect(await nameOf(user.id, trx)).toBe('Inside');
      // Outside the transaction: the last commit, while the transaction holds its write.
      expect(await nameOf(user.id)).toBe('Before');
    });
    expect(await nameOf(user.id)).toBe('Inside');
  });

  test('a rolled back transaction leaves nothing and frees the database for the next write', async () => {
    const { user } = await t.createEndUser({ name: 'Kept' });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ name: 'Lost' }).where('id', '=', user.id).execute();
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await nameOf(user.id)).toBe('Kept');
    await t.db.updateTable('users').set({ name: 'Next' }).where('id', '=', user.id).execute();
    expect(await nameOf(user.id)).toBe('Next');
  });
});

describe('SQLite reader threads', () => {
  let dataDir: string;
  let database: DatabaseHandle;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bible-admin-readers-'));
  });
  afterEach(async () => {
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  const VALUES = {
    whole: 9007199254740991,
    negative: -42,
    real: 1.5,
    text: 'בְּרֵאשִׁית and text',
    blob: Buffer.from([0, 255, 16, 0]),
    absent: null,
  };

  /** A table holding one row of every SQLite type, read outside a transaction and inside one. */
  async function readBack(readers: number) {
    database = createDatabase({ dataDir, databaseUrl: null, sqliteReaders: readers });
    const { db } = database;
    await sql`create table kinds (whole integer, negative integer, real real, text text, blob blob, absent text)`.execute(
      db,
    );
    await sql`insert into kinds values (${VALUES.whole}, ${VALUES.negative}, ${VALUES.real}, ${VALUES.text},
      ${VALUES.blob}, ${VALUES.absent})`.execute(db);
    // The BLOB goes to the reader as a parameter too.
    const select = sql<typeof VALUES>`select * from kinds where blob = ${VALUES.blob}`;
    const outside = (await select.execute(db)).rows;
    const inside = await db.transaction().execute(async (trx) => (await select.execute(trx)).rows);
    return { outside, inside };
  }

  test('values come back from a reader exactly as from the main connection', async () => {
    const { outside, inside } = await readBack(2);
    expect(outside).toEqual([VALUES]);
    expect(inside).toEqual([VALUES]);
    expect(Buffer.isBuffer(outside[0]!.blob)).toBe(true);
  });

  test('SQLITE_READERS=0 runs every query on the main connection, with the same values', async () => {
    const { outside } = await readBack(0);
    expect(outside).toEqual([VALUES]);
  });

  test("a reader's error arrives as the connection's own, and the reader keeps serving", async () => {
    database = createDatabase({ dataDir, databaseUrl: null, sqliteReaders: 1 });
    // Valid SQL that fails while it runs, so the error comes from the reader, not from preparing it.
    const error = await sql`select json('{') as j`.execute(database.db).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SQLite.SqliteError);
    expect(error).toMatchObject({ code: 'SQLITE_ERROR', message: expect.stringMatching(/malformed JSON/) });
    expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
  });

  test('slow reads leave a reader free: a quick read does not wait behind them', async () => {
    database = createDatabase({ dataDir, databaseUrl: null, sqliteReaders: 2 });
    const { db } = database;
    // Timed once, so now known to be slow; both readers started (a reader takes a while to start).
    await Promise.all([slowRead(300_000).execute(db), sql`select 1`.execute(db)]);
    const finished: string[] = [];
    const run = (name: string, query: ReturnType<typeof slowRead>) =>
      query.execute(db).then(() => finished.push(name));
    // Two slow reads and two readers: the second slow read waits, the quick one takes the free reader.
    await Promise.all([
      run('slow 1', slowRead(300_000)),
      run('slow 2', slowRead(300_000)),
      run('quick', sql<{ n: unknown }>`select 1 as n`),
    ]);
    expect(finished).toEqual(['quick', 'slow 1', 'slow 2']);
  });

  test('destroy stops the readers: a running read fails, later ones too', async () => {
    database = createDatabase({ dataDir, databaseUrl: null, sqliteReaders: 1 });
    await sql`select 1`.execute(database.db);
    const running = expect(slowRead().execute(database.db)).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await database.destroy();
    await running;
    await expect(sql`select 1`.execute(database.db)).rejects.toThrow();
  });
});
