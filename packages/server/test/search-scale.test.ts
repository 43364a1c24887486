import { sql } from 'kysely';
import { beforeAll, describe, expect, test } from 'vitest';
import { totalCap } from '../src/db/paginate';
import { seedScale } from '../src/demo/scale';
import {
  insertTransaction,
  listTransactions,
  transactionSearchText,
  spentByCurrency,
  userTransactionsPage,
} from '../src/repositories/transactions';
import { insertUser, listEndUsers } from '../src/repositories/users';
import { countSearchMatches } from '../src/search/strategy';
import { adminClient, addChapter, chapterForm, HEBREW } from './helpers/content';
import { capturing, planOf as planOfCall, plans } from './helpers/queryPlans';
import { bearer, sharedTestApp } from './helpers/testApp';

// Search semantics and query plans on small generated data (6,000 users: enough for both plans).
const t = sharedTestApp({ admin: true });

const get = async (url: string) => {
  const response = await t.inject({ method: 'GET', url, headers: bearer(t.admin) });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const usersFound = async (search: string) =>
  (await get(`/api/admin/users?limit=200&search=${encodeURIComponent(search)}`)).data.map(
    (user: { email: string }) => user.email,
  );

/** A search's total as the server gives it: exact up to the database's cap, beyond it the cap, capped. */
const shownTotal = (matches: number) => {
  const cap = totalCap(t.dialect);
  return matches > cap ? { total: cap, total_capped: true } : { total: matches, total_capped: undefined };
};

const totalOf = ({ total, total_capped }: { total: number; total_capped?: boolean }) => ({
  total,
  total_capped,
});

beforeAll(async () => {
  await seedScale(t.db, { users: 6000, transactions: 3000, seed: 7 });
  for (const [name, email] of [
    ['Odd Percent', '100%sure@example.com'],
    ['Odd Underscore', 'under_score@example.com'],
    ['Odd Quote', 'say"hi@example.com'],
    ['ZZQX Upper', 'zzqx@example.com'],
  ] as const) {
    await t.createEndUser({ name, email, status: 'Suspended', device: 'ios' });
  }
  // Characters found nowhere else, at the very end of the search text (name, then e-mail).
  for (const email of ['tail@example.ж', 'tail@example.ъю']) await t.createEndUser({ name: 'Tail', email });
  if (t.dialect === 'postgres') await sql`analyze`.execute(t.db);
});

describe('users search', () => {
  test('substring, case-insensitive, in name or e-mail', async () => {
    expect(await usersFound('zzqx')).toEqual(['zzqx@example.com']);
    expect(await usersFound('ZzQ')).toEqual(['zzqx@example.com']);
    expect(await usersFound('x upp')).toEqual(['zzqx@example.com']);
    // Several words: each is looked up in the index, the whole term tested on what it finds.
    expect(await usersFound('odd percent')).toEqual(['100%sure@example.com']);
    expect(await usersFound('percent odd')).toEqual([]);
    expect(await usersFound('under_score@example')).toEqual(['under_score@example.com']);
    expect(await usersFound('under score')).toEqual([]);
    const cohen = await get('/api/admin/users?search=cohen&limit=5');
    expect(cohen.meta.total).toBeGreaterThan(100);
    expect(cohen.meta.total_capped).toBeUndefined();
  });

  test('% and _ and quotes are plain characters, in short and long terms', async () => {
    expect(await usersFound('%')).toEqual(['100%sure@example.com']);
    expect(await usersFound('0%s')).toEqual(['100%sure@example.com']);
    expect(await usersFound('_')).toEqual(['under_score@example.com']);
    expect(await usersFound('r_sc')).toEqual(['under_score@example.com']);
    expect(await usersFound('y"h')).toEqual(['say"hi@example.com']);
    expect(await usersFound('"')).toEqual(['say"hi@example.com']);
  });

  test('Hebrew names; one- and two-character terms', async () => {
    const hebrew = await get(`/api/admin/users?limit=3&search=${encodeURIComponent('כהן')}`);
    expect(hebrew.data[0].name).toContain('כהן');
    const short = await get(`/api/admin/users?limit=200&search=qx`);
    expect(short.data.map((user: { email: string }) => user.email)).toEqual(['zzqx@example.com']);
    const one = await get(`/api/admin/users?limit=5&search=${encodeURIComponent('ק')}`);
    expect(one.meta.total).toBeGreaterThan(0);
    expect(one.data.every((user: { name: string }) => user.name.includes('ק'))).toBe(true);
  });

  test('status, device and plan names match too; the order is newest first', async () => {
    expect((await usersFound('suspend')).sort()).toEqual(
      ['100%sure@example.com', 'say"hi@example.com', 'under_score@example.com', 'zzqx@example.com'].sort(),
    );
    const pending = await get('/api/admin/users?search=pendi&limit=50');
    expect(pending.data.filter((user: { status: string }) => user.status !== 'Pending')).toEqual([]);
    const tablets = await get('/api/admin/users?search=tabl&limit=50');
    expect(tablets.data.every((user: { device: string }) => user.device === 'tablet')).toBe(true);
    const premium = await get('/api/admin/users?search=premi&limit=50');
    expect(premium.meta.total).toBeGreaterThan(0);
    expect(premium.data.every((user: { plan: string }) => user.plan === 'Premium')).toBe(true);
    const times = pending.data.map((user: { created_at: string }) => user.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  test('no search: the total comes from the counters, deep pages answer', async () => {
    const first = await get('/api/admin/users?limit=10');
    expect(first.meta).toEqual({ total: 6006, page: 1, limit: 10 });
    const last = await get('/api/admin/users?limit=10&page=601');
    expect(last.data).toHaveLength(6);
  });

  test('a term no recent user holds, held by 1,200 older ones: the same page and an exact total', async () => {
    // PostgreSQL: rare among the newest users, so every match is fetched (up to RARE.fetched) and the page
    // sorted from them: the total is exact past the cap of its counts too.
    for (let i = 0; i < 1200; i++) {
      await insertUser(t.db, {
        role: 'user',
        name: `Oldtimer ${i}`,
        first_name: 'Oldtimer',
        last_name: String(i),
        email: `qzvold${i}@example.org`,
        password_hash: 'x',
        status: 'Active',
        created_at: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
      });
    }
    const page = await get(`/api/admin/users?limit=50&page=3&search=qzvold`);
    expect(page.data.map((user: { email: string }) => user.email)).toEqual(
      Array.from({ length: 50 }, (_, i) => `qzvold${1199 - 100 - i}@example.org`),
    );
    expect(totalOf(page.meta)).toEqual({ total: 1200, total_capped: undefined });
  });
});

describe('one- and two-character searches', () => {
  /** The end users whose search text holds `term`, newest first, straight from the table. */
  const direct = async (term: string) =>
    (
      await t.db
        .selectFrom('users')
        .select('email')
        .where('role', '=', 'user')
        .where('search', 'like', `%${term}%`)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((user) => user.email);

  test('rare: found whole, none missed', async () => {
    expect(await usersFound('zq')).toEqual(['zzqx@example.com']);
    expect(await usersFound('QX')).toEqual(['zzqx@example.com']);
    expect(await usersFound('צק')).toEqual([]);
    expect(await usersFound('ж')).toEqual(['tail@example.ж']);
  });

  test('at the very end of the text', async () => {
    expect(await usersFound('ъю')).toEqual(['tail@example.ъю']);
    expect(await usersFound('ю')).toEqual(['tail@example.ъю']);
    expect(await usersFound('.ж')).toEqual(['tail@example.ж']);
  });

  test('% and _ are plain characters in two-character terms too', async () => {
    expect(await usersFound('0%')).toEqual(['100%sure@example.com']);
    expect(await usersFound('r_')).toEqual(['under_score@example.com']);
  });

  test('common, in Latin and Hebrew: the same page and total as a scan of the table', async () => {
    // No status, device or plan name holds these: the text alone matches.
    for (const term of ['h', 'co', 'ה', 'כה']) {
      const all = await direct(term);
      expect(all.length).toBeGreaterThan(100);
      const page = await get(`/api/admin/users?limit=50&page=2&search=${encodeURIComponent(term)}`);
      expect({ term, emails: page.data.map((user: { email: string }) => user.email) }).toEqual({
        term,
        emails: all.slice(50, 100),
      });
      expect({ term, ...totalOf(page.meta) }).toEqual({ term, ...shownTotal(all.length) });
    }
  });

  test('a term found a few thousand times: the same page and total as a scan', async () => {
    const all = await direct('gmail');
    expect(all.length).toBeGreaterThan(1000);
    const page = await get('/api/admin/users?limit=50&search=gmail');
    expect(page.data.map((user: { email: string }) => user.email)).toEqual(all.slice(0, 50));
    expect(totalOf(page.meta)).toEqual(shownTotal(all.length));
  });

  test('chapters: one Hebrew letter with or without its points', async () => {
    const client = adminClient(t, t.admin);
    await addChapter(client, chapterForm({ chapter_name: 'פרק קצר', chapter_content: '<p>אֶרֶץ טוֹבָה</p>' }));
    for (const term of ['בָ', 'ב', 'ץ']) {
      const found = await get(`/api/admin/chapters?search=${encodeURIComponent(term)}`);
      expect(found.data.map((chapter: { chapter_name: string }) => chapter.chapter_name)).toContain(
        'פרק קצר',
      );
    }
    expect((await get(`/api/admin/chapters?search=${encodeURIComponent('ж')}`)).data).toEqual([]);
  });
});

describe('transactions and chapters search', () => {
  test('transactions by payer, amount text, currency, status', async () => {
    const { user } = await t.createEndUser({ name: 'Payer Qwerty', email: 'qwerty@example.com' });
    await insertTransaction(t.db, {
      user_id: user.id,
      plan_id: null,
      amount_minor: 123456,
      currency: 'ils',
      status: 'refunded',
      payment_method: 'paypal',
    });
    for (const term of ['qwerty', 'QWERTY', '1234.56', 'refund']) {
      const found = await get(`/api/admin/transactions?search=${term}`);
      expect(found.data.map((row: { amount: number }) => row.amount)).toEqual([1234.56]);
    }
    const ils = await get('/api/admin/transactions?search=ils&limit=50');
    expect(ils.data.every((row: { currency: string }) => row.currency === 'ils')).toBe(true);
  });

  test("transactions by payer or their own text: the same page and total as a scan of the payers' rows", async () => {
    // Filtered here from each row's fields and its payer's row, not the text the transaction keeps.
    const rows = await t.db
      .selectFrom('transactions')
      .leftJoin('users', 'users.id', 'transactions.user_id')
      .select([
        'transactions.id',
        'transactions.payment_method',
        'transactions.status',
        'transactions.currency',
        'transactions.amount_minor',
        'users.role',
        'users.search as payer',
      ])
      .orderBy('transactions.created_at', 'desc')
      .orderBy('transactions.id', 'desc')
      .execute();
    const direct = (term: string) =>
      rows
        .filter(
          (row) =>
            transactionSearchText(row).includes(term) || (row.role === 'user' && row.payer!.includes(term)),
        )
        .map((row) => row.id);
    // A rare e-mail (a payer or two), a name (hundreds of payers), a domain and a common ending (past
    // PostgreSQL's cap), a currency (the transactions' own text).
    const counts: Record<string, number> = {};
    for (const term of ['shira.levi1', 'levi', 'gmail', '.com', 'usd']) {
      const all = direct(term);
      counts[term] = all.length;
      expect(all.length).toBeGreaterThan(0);
      const page = await get(`/api/admin/transactions?limit=50&search=${term}`);
      expect({ term, ids: page.data.map((row: { _id: string }) => row._id) }).toEqual({
        term,
        ids: all.slice(0, 50),
      });
      expect({ term, ...totalOf(page.meta) }).toEqual({ term, ...shownTotal(all.length) });
    }
    expect(counts['.com']).toBeGreaterThan(totalCap('postgres'));
  });

  test('chapters by name or text, with or without vowel points', async () => {
    const client = adminClient(t, t.admin);
    await addChapter(
      client,
      chapterForm({ chapter_name: 'פרק הבדיקה', chapter_content: `<p>${HEBREW}</p>` }),
    );
    for (const term of ['בְּרֵאשִׁ֖ית', 'בראשית', 'הבדיק', 'רא']) {
      const found = await get(`/api/admin/chapters?search=${encodeURIComponent(term)}`);
      expect(found.data.map((chapter: { chapter_name: string }) => chapter.chapter_name)).toEqual([
        'פרק הבדיקה',
      ]);
    }
    expect((await get('/api/admin/chapters?search=zzz')).data).toEqual([]);
  });
});

describe('query plans use the intended index', () => {
  const planOf = (
    call: (db: typeof t.db) => Promise<unknown>,
    marker: RegExp,
    forbidden = ['seqscan'],
    without: string[] = [],
    options: { raw?: boolean } = {},
  ) => planOfCall(t.db, call, marker, forbidden, without, options);
  const sqlite = () => t.dialect === 'sqlite';

  test('users page 1 and a deep page walk users_role_created_id without sorting', async () => {
    for (const page of [1, 500]) {
      const plan = await planOf((db) => listEndUsers(db, { page, limit: 10 }), /users_role_created_id/, [
        'seqscan',
        'sort',
        'bitmapscan',
      ]);
      expect(plan).toMatch(/users_role_created_id/);
      if (sqlite()) expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    }
  });

  test('a rare term, of one word or several, is looked up in the trigram index', async () => {
    for (const search of ['zzqx', 'odd percent']) {
      const plan = await planOf(
        (db) => listEndUsers(db, { search, page: 1, limit: 50 }),
        /users_search/,
        ['seqscan'],
        ['users_role_device', 'users_role_created_id', 'users_plan'],
        // PostgreSQL: the matches are fetched by a raw statement (`rareFirst`).
        { raw: true },
      );
      expect(plan).toMatch(sqlite() ? /VIRTUAL TABLE INDEX \d+:M/ : /users_search_trigrams/);
    }
  });

  test('a rare one- or two-character term is looked up in the index of short terms', async () => {
    for (const term of ['zq', 'ж']) {
      const plan = await planOf(
        (db) => listEndUsers(db, { search: term, page: 1, limit: 50 }),
        /users_search/,
        ['seqscan'],
        ['users_role_device', 'users_role_created_id', 'users_plan'],
      );
      expect(plan).toMatch(sqlite() ? /users_search_instances VIRTUAL TABLE/ : /users_search_grams/);
    }
  });

  test('a few matches are sorted, never found by a walk of the date index testing each row', async () => {
    // PostgreSQL guesses 5,000 matches for any short term and, left to itself, walks users_role_created_id
    // computing search_grams on every row: seconds on a million users for a term no row holds.
    const walk =
      /Index Scan Backward using users_role_created_id|SCAN users USING (COVERING )?INDEX users_role_created_id/;
    for (const search of ['zq', 'zzqx']) {
      // The page's own query (SQLite reads the matches from the search index in a query of their own;
      // PostgreSQL fetches a rare term's matches in a raw statement and sorts the page from them).
      const fetched = !sqlite() && search === 'zzqx';
      const page = sqlite() ? /(SCAN|SEARCH) users\b/ : fetched ? /matched/ : /users/;
      const plan = await planOf(
        (db) => listEndUsers(db, { search, page: 1, limit: 50 }),
        page,
        ['seqscan'],
        [],
        {
          raw: fetched,
        },
      );
      expect(plan).not.toMatch(walk);
      if (fetched) {
        expect(plan).toMatch(/Bitmap Index Scan on users_search_trigrams/);
        expect(plan).toMatch(/Sort Key: matched(_\d+)?\.created_at DESC/);
        continue;
      }
      // Sorted by a key no index holds, whatever the planner guesses (on 6,000 rows it would sort anyway).
      expect(plan).toMatch(sqlite() ? /TEMP B-TREE FOR ORDER BY/ : /Sort Key: .*created_at.*\|\| ''/);
    }
  });

  test('a common short term, and a term found a few thousand times, walk the date index', async () => {
    for (const term of ['a', 'gmail']) {
      const plan = await planOf(
        (db) => listEndUsers(db, { search: term, page: 1, limit: 50 }),
        /users_role_created_id/,
        ['seqscan', 'sort', 'bitmapscan'],
      );
      // PostgreSQL tests each entry on the index alone (migration 014 put the search text in it).
      expect(plan).toMatch(
        sqlite() ? /users_role_created_id/ : /Index Only Scan Backward using users_role_created_id/,
      );
      if (sqlite()) expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      // SQLite: the matches the search index found (read once, their rowids), checked along the walk (no
      // row read for a miss).
      if (sqlite() && term === 'gmail') expect(plan).toMatch(/LIST SUBQUERY[\s\S]*json_each VIRTUAL TABLE/);
    }
  });

  test.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL run only: a term common among the newest rows is counted on the index of the order alone, a rare one through the trigram index',
    async () => {
      const countPlan = async (term: string, without: string[] = []) => {
        const captured = capturing(t.db, { raw: true });
        await countSearchMatches(captured.db, 'users', term, totalCap(t.dialect) + 1);
        return (await plans(t.db, captured.nodes, ['seqscan', 'sort'], without)).join('\n');
      };
      // EXPLAIN shows every branch of the statement (the sample picks the one run): the sample and the
      // test of the newest 20,000 entries walk the order's index (on the index alone once vacuum has marked
      // the table's pages all-visible, as on the benchmark's million rows).
      const common = await countPlan('gmail');
      expect(common.match(/Index (Only )?Scan Backward using users_role_created_id/g), common).toHaveLength(
        2,
      );
      expect(common).not.toMatch(/Sort/);
      expect(await countSearchMatches(t.db, 'users', 'gmail', 11)).toBe(11);
      expect(await countSearchMatches(t.db, 'users', 'zzqx', 11)).toBe(1);
      // On 6,000 rows any B-tree walk looks as cheap: without them, the trigram index serves the count.
      expect(await countPlan('zzqx', ['users_role_device', 'users_role_created_id', 'users_plan'])).toMatch(
        /users_search_trigrams/,
      );
    },
  );

  test.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL run only: a Hebrew term, or one of several words, reads from the trigram index little more than the rows holding it',
    async () => {
      // pg_trgm, in a database without a locale, saw no letter in Hebrew and read every row; and it split
      // terms at spaces, reading the rows holding each word.
      for (const term of ['איתי פרידמן', 'פרידמן', 'rachel gold']) {
        const holding = await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('role', '=', 'user')
          .where('search', 'like', `%${term}%`)
          .executeTakeFirstOrThrow();
        const matches = Number(holding.n);
        expect({ term, matches: matches > 0 }).toEqual({ term, matches: true });
        const captured = capturing(t.db, { raw: true });
        await countSearchMatches(captured.db, 'users', term, totalCap(t.dialect) + 1);
        const [plan] = await plans(
          t.db,
          captured.nodes,
          ['seqscan'],
          ['users_role_device', 'users_role_created_id', 'users_plan'],
          { analyze: true },
        );
        // The lookup by trigrams (the sample of the newest rows, the order's index dropped, may read the
        // partial index whole: it holds the end users).
        const read =
          /Bitmap Index Scan on users_search_trigrams .*actual time=\S+ rows=(\d+).*\n\s*Index Cond: \(search_trigrams/.exec(
            plan!,
          );
        expect(read, plan).not.toBeNull();
        // Rows holding the trigrams out of order may come too; not hundreds more.
        expect({ term, matches, read: Number(read![1]) <= matches + 20 }, plan).toEqual({
          term,
          matches,
          read: true,
        });
      }
    },
  );

  test('a common term walks the date index', async () => {
    const plan = await planOf(
      (db) => listEndUsers(db, { search: 'active', page: 1, limit: 50 }),
      /users_role_created_id/,
      ['seqscan', 'sort', 'bitmapscan'],
    );
    expect(plan).toMatch(/users_role_created_id/);
    if (sqlite()) expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });

  test('transactions: page 1 by transactions_created_id, a rare term through the index', async () => {
    const page = await planOf(
      (db) => listTransactions(db, { page: 1, limit: 50 }),
      /transactions_created_id/,
      ['seqscan', 'sort', 'bitmapscan'],
    );
    expect(page).toMatch(/transactions_created_id/);
    const rare = await planOf(
      (db) => listTransactions(db, { search: 'qwerty', page: 1, limit: 50 }),
      /transactions_search/,
      ['seqscan'],
      ['users_role_device', 'users_role_created_id', 'transactions_created_id'],
      // PostgreSQL: the matches are fetched by a raw statement (`rareFirst`).
      { raw: true },
    );
    expect(rare).toMatch(
      sqlite() ? /transactions_search VIRTUAL TABLE INDEX \d+:M/ : /transactions_search_trigrams/,
    );
  });

  test('transactions: a term past the count cap walks transactions_created_id (PostgreSQL: on the index alone)', async () => {
    // Most of the 3,000 generated payments succeeded: past PostgreSQL's cap (1,000), under SQLite's
    // threshold for a walk (5,000), where they are fetched and sorted instead.
    const plan = await planOf(
      (db) => listTransactions(db, { search: 'succeeded', page: 1, limit: 50 }),
      sqlite() ? /(SCAN|SEARCH) transactions\b/ : /transactions_created_id/,
      ['seqscan', 'bitmapscan'],
    );
    expect(plan).toMatch(
      sqlite() ? /TEMP B-TREE FOR ORDER BY/ : /Index Only Scan Backward using transactions_created_id/,
    );
    if (!sqlite()) expect(plan).not.toMatch(/Sort/);
    // SQLite: those matches, read once (their rowids), not matched again for the page.
    if (sqlite()) {
      expect(plan).toMatch(/json_each VIRTUAL TABLE/);
      expect(plan).not.toMatch(/transactions_search/);
    }
  });

  test("transactions: a payer's name or e-mail is found in the transactions' own index, never by reading payers", async () => {
    // '.com' is in most payers' e-mails; 'shira.levi1' in one or two. Testing each payer's row, or
    // collecting the matching payers first, read a row per payer (41,000 for a common surname).
    for (const search of ['.com', 'shira.levi1']) {
      const captured = capturing(t.db, { raw: true });
      await listTransactions(captured.db, { search, page: 1, limit: 50 });
      const all = (await plans(t.db, captured.nodes, ['seqscan'], [])).join('\n');
      expect({ search, plan: all }).toMatchObject({
        plan: expect.stringMatching(
          sqlite() ? /transactions_search/ : /transactions_(search_trigrams|created_id)/,
        ),
      });
      // The page's rows join their payers by id, for their names: no other read of users.
      expect(
        all.match(sqlite() ? /users_search|SCAN users/g : /users_search|users_role|Seq Scan on users/g),
      ).toBeNull();
    }
  });

  test("one payer's page walks transactions_user_created_id without sorting; the spent sums read transactions_user_spent alone", async () => {
    const payer = await t.db
      .selectFrom('transactions')
      .select('user_id')
      .where('user_id', 'is not', null)
      .groupBy('user_id')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .executeTakeFirstOrThrow();
    const userId = payer.user_id!;
    const page = await planOf(
      (db) => userTransactionsPage(db, userId, { page: 2, limit: 20 }),
      /transactions_user_created_id/,
      ['seqscan', 'sort', 'bitmapscan'],
    );
    expect(page).toMatch(/transactions_user_created_id/);
    if (sqlite()) expect(page).not.toMatch(/TEMP B-TREE FOR/);
    const spent = await planOf((db) => spentByCurrency(db, userId), /transactions_user_spent/, [
      'seqscan',
      'bitmapscan',
    ]);
    expect(spent).toMatch(
      sqlite() ? /COVERING INDEX transactions_user_spent/ : /Index Only Scan using transactions_user_spent/,
    );
  });
});
