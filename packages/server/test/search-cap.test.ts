import { expect, test } from 'vitest';
import { insertJsonRows } from '../src/db/bulkInsert';
import { totalCap } from '../src/db/paginate';
import { newId } from '../src/db/portable';
import { userSearchText } from '../src/repositories/users';
import { bearer, sharedTestApp } from './helpers/testApp';

// The cap of a search's total, at its very edge, on each database's own cap (SQLite 10,000, PostgreSQL 1,000):
// exactly the cap is still counted; one more is "more than".
const t = sharedTestApp({ admin: true });

/** `count` end users whose names hold `term`, in one statement (10,000 take well under a second). */
async function addUsersNamed(term: string, count: number, from = 0) {
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => {
    const name = `${term} ${from + i}`;
    const email = `cap${from + i}@example.com`;
    return {
      id: newId(),
      role: 'user' as const,
      name,
      first_name: term,
      last_name: String(from + i),
      email,
      password_hash: 'x',
      status: 'Active',
      locale: 'en' as const,
      search: userSearchText(name, email),
      created_at: now,
      updated_at: now,
    };
  });
  await insertJsonRows(t.db, 'users', rows);
}

const totalFor = async (term: string) => {
  const response = await t.inject({
    method: 'GET',
    url: `/api/admin/users?limit=10&search=${term}`,
    headers: bearer(t.admin),
  });
  expect(response.statusCode).toBe(200);
  const { total, total_capped } = response.json().meta as { total: number; total_capped?: boolean };
  return { total, total_capped };
};

test('a search matching exactly the cap is counted; one match more is "more than" the cap', async () => {
  const cap = totalCap(t.dialect);
  await addUsersNamed('Capword', cap);
  expect(await totalFor('capword')).toEqual({ total: cap, total_capped: undefined });
  await addUsersNamed('Capword', 1, cap);
  expect(await totalFor('capword')).toEqual({ total: cap, total_capped: true });
});
