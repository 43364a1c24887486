import { sql } from 'kysely';
import { beforeAll, expect, test } from 'vitest';
import { findFirstAdmin } from '../src/repositories/users';
import { addChapter, adminClient } from './helpers/content';
import { bearer, form, sharedTestApp } from './helpers/testApp';
import { databaseTables } from './helpers/testDatabase';

/** t.reset() puts the database back as the start left it, whatever table a migration adds. */

const t = sharedTestApp({ admin: true });

/** How many rows each table holds. */
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await databaseTables(t.db, t.dialect)) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.id(table)}`.execute(
      t.db,
    );
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}

let adminAtStart: Awaited<ReturnType<typeof findFirstAdmin>>;
beforeAll(async () => {
  // A table no list names, as a later migration would add (with a foreign key to a core table).
  await sql`create table reset_probe (id text primary key, user_id text references users(id))`.execute(t.db);
  adminAtStart = await findFirstAdmin(t.db);
});

test('a reset empties every table, a new one too, and puts the first admin back as it was', async () => {
  const admin = adminClient(t, t.admin);
  const chapter = await addChapter(admin);
  await t.createEndUser();
  await sql`insert into reset_probe (id, user_id) values ('probe', ${adminAtStart!.id})`.execute(t.db);
  expect(
    (await t.inject({ method: 'POST', url: '/api/admin/update-locale', ...form({ locale: 'he' }, t.admin) }))
      .statusCode,
  ).toBe(200);
  // A second session, signed out: its session ended.
  const other = await t.loginAdmin();
  expect((await t.inject({ method: 'POST', url: '/api/logout', headers: bearer(other) })).statusCode).toBe(
    200,
  );
  const filled = await rowCounts();
  for (const table of ['reset_probe', 'chapters', 'sessions', 'audit_events']) {
    expect(filled[table], table).toBeGreaterThan(0);
  }
  const adminSessions = await t.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', adminAtStart!.id)
    .execute();

  await t.reset();

  // As the start left it: the first admin and its sessions (open, so its tokens stay valid), nothing else.
  const counts = await rowCounts();
  const kept: Record<string, number> = { users: 1, sessions: adminSessions.length };
  expect(counts).toEqual(Object.fromEntries(Object.keys(counts).map((table) => [table, kept[table] ?? 0])));
  expect(Object.keys(counts)).toEqual(
    expect.arrayContaining(['reset_probe', 'chapters', 'verses', 'counters']),
  );
  // As created: the file's sign-in (before adminAtStart was read) recorded a time the created row has not.
  expect(await findFirstAdmin(t.db)).toEqual({ ...adminAtStart, last_sign_in_at: null });
  expect((await admin.get(`/api/get-chapter-by-id/${chapter._id}`)).statusCode).toBe(404);
  // The admin's token of before still signs in: same account, same stamp.
  expect((await admin.get('/api/admin/dashboard')).statusCode).toBe(200);
});
