import { DEFAULT_LOCALE } from '@bible-admin/contract';
import { type Insertable, type Kysely, sql } from 'kysely';
import { insertJsonRows } from '../db/bulkInsert';
import { dialectOf, newId, toNumber } from '../db/portable';
import type { Database } from '../db/schema';
import { insertPlan, type PlanRow } from '../repositories/plans';
import { transactionSearchText } from '../repositories/transactions';
import { userSearchText } from '../repositories/users';
import { optimizeSearchIndexes } from '../search/sqlite';
import { withPayerText } from '../search/transactions';
import { hashPassword } from '../services/passwords';
import { DEMO_USER_PASSWORD, DEVICES, PAYMENT_METHODS, PLANS, STATUSES, TX_STATUSES } from './index';
import { seededRandom } from './random';

/**
 * Bulk data shaped like a real app's, for measuring the admin at scale (`pnpm seed-scale`): Hebrew and
 * English names (Hebrew ones with transliterated e-mails), every device and status, plans, USD and ILS,
 * dates over three years, and a few users with thousands of transactions.
 */

/** [display name, e-mail spelling]: Hebrew names keep a Latin e-mail, as real ones do. */
type Name = readonly [string, string];
const latin = (names: string[]): Name[] => names.map((name) => [name, name.toLowerCase()]);

const NAMES: { first: Name[]; last: Name[] }[] = [
  {
    first: [
      ['נועה', 'noa'],
      ['איתי', 'itay'],
      ['מיכל', 'michal'],
      ['יונתן', 'yonatan'],
      ['שירה', 'shira'],
      ['תמר', 'tamar'],
      ['אורי', 'ori'],
      ['אביגיל', 'avigail'],
      ['דניאל', 'daniel'],
      ['יעל', 'yael'],
      ['עומר', 'omer'],
      ['רוני', 'roni'],
      ['אליה', 'eliya'],
      ['הדס', 'hadas'],
      ['נתנאל', 'netanel'],
      ['מאיה', 'maya'],
    ],
    last: [
      ['כהן', 'cohen'],
      ['לוי', 'levi'],
      ['מזרחי', 'mizrahi'],
      ['פרץ', 'peretz'],
      ['ביטון', 'biton'],
      ['אברהם', 'avraham'],
      ['פרידמן', 'friedman'],
      ['שפירא', 'shapira'],
      ['דהן', 'dahan'],
      ['אזולאי', 'azulay'],
      ['גבאי', 'gabay'],
      ['קליין', 'klein'],
    ],
  },
  {
    first: latin([
      'David',
      'Sarah',
      'Michael',
      'Rachel',
      'Daniel',
      'Emily',
      'Joshua',
      'Hannah',
      'Benjamin',
      'Leah',
      'Samuel',
      'Rebecca',
      'Jacob',
      'Abigail',
      'Nathan',
      'Miriam',
    ]),
    last: latin([
      'Miller',
      'Cohen',
      'Levy',
      'Goldberg',
      'Friedman',
      'Katz',
      'Schwartz',
      'Rosen',
      'Weiss',
      'Green',
      'Adler',
      'Stein',
    ]),
  },
];
const DOMAINS = ['gmail.com', 'example.com', 'walla.co.il', 'outlook.com', 'yahoo.com'];
const DAY = 24 * 3600 * 1000;
const SPAN_DAYS = 3 * 365;
/**
 * Rows per INSERT (one JSON parameter each), and how long one transaction may hold the write lock: a
 * server running beside the seed waits for it (SQLite: up to its busy_timeout of 5 s), so the seed
 * commits about twice a second instead of once per fixed number of rows, whatever the machine's speed.
 */
const BATCH = 2000;
const TRANSACTION_MS = 500;
/** SQLite's page cache for the seed, in KiB (the default 2 MB thrashes on a million random UUID keys). */
const SQLITE_SEED_CACHE_KIB = 256 * 1024;
/** Users with thousands of transactions: 2% of the transactions, in up to four users. */
const HEAVY_USERS = 4;
const HEAVY_SHARE = 0.02;

export interface ScaleOptions {
  users: number;
  transactions: number;
  /** Add to a database that already has end users or transactions (otherwise refuse). */
  add?: boolean;
  seed?: number;
  now?: number;
  /** Called after each committed chunk with the rows written so far. */
  progress?: (done: { users: number; transactions: number }) => void;
}

export class NotEmptyError extends Error {}

async function countRows(db: Kysely<Database>, table: 'users' | 'transactions'): Promise<number> {
  let query = db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
  if (table === 'users') query = query.where('role', '=', 'user');
  return toNumber((await query.executeTakeFirstOrThrow()).n);
}

async function plansFor(db: Kysely<Database>, now: number): Promise<PlanRow[]> {
  const existing = await db.selectFrom('plans').selectAll().execute();
  if (existing.length > 0) return existing;
  const plans = [];
  for (const [i, plan] of PLANS.entries()) {
    plans.push(await insertPlan(db, plan, new Date(now - (SPAN_DAYS + 30 - i) * DAY).toISOString()));
  }
  return plans;
}

/**
 * Writes `count` rows produced by `row(i)` in multi-row INSERTs, committing every TRANSACTION_MS;
 * `onChunk(done)` after each commit.
 */
async function insertInChunks<T extends 'users' | 'transactions'>(
  db: Kysely<Database>,
  table: T,
  count: number,
  row: (i: number) => Insertable<Database[T]>,
  onChunk: (done: number) => void,
): Promise<void> {
  let done = 0;
  while (done < count) {
    done = await db.transaction().execute(async (trx) => {
      const started = performance.now();
      let from = done;
      while (from < count && performance.now() - started < TRANSACTION_MS) {
        const rows = [];
        for (let i = from; i < Math.min(count, from + BATCH); i++) rows.push(row(i));
        await insertJsonRows(trx, table, rows);
        from += rows.length;
      }
      return from;
    });
    onChunk(done);
  }
}

/**
 * Runs `work` with SQLite's page cache enlarged for this connection (the seed's inserts land on random
 * pages of the key indexes), restored after; PostgreSQL's cache is the server's.
 */
async function withSeedCache(db: Kysely<Database>, work: () => Promise<void>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return work();
  const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
  await sql.raw(`pragma cache_size = -${SQLITE_SEED_CACHE_KIB}`).execute(db);
  try {
    await work();
  } finally {
    await sql.raw(`pragma cache_size = ${Number(rows[0]?.cache_size ?? -2000)}`).execute(db);
  }
}

/**
 * Fills the database, then merges the search indexes (a bulk load leaves them in many pieces); refuses
 * (NotEmptyError) when end users or transactions exist, unless `add`.
 */
export async function seedScale(db: Kysely<Database>, options: ScaleOptions): Promise<void> {
  const { users, transactions, add = false, seed = 12, now = Date.now(), progress } = options;
  if (!add) {
    const [existingUsers, existingTransactions] = await Promise.all([
      countRows(db, 'users'),
      countRows(db, 'transactions'),
    ]);
    if (existingUsers + existingTransactions > 0) {
      throw new NotEmptyError(
        `the database already holds ${existingUsers} end users and ${existingTransactions} transactions; pass --add to add more`,
      );
    }
  }
  await withSeedCache(db, async () => {
    await fill(db, { users, transactions, add, seed, now, progress });
    await optimizeSearchIndexes(db);
  });
}

async function fill(
  db: Kysely<Database>,
  { users, transactions, add, seed, now, progress }: Required<Omit<ScaleOptions, 'progress'>> & ScaleOptions,
): Promise<void> {
  const random = seededRandom(seed);
  const plans = await plansFor(db, now);
  const passwordHash = await hashPassword(DEMO_USER_PASSWORD);
  // A tag keeps e-mails unique when adding to an earlier run.
  const tag = add ? `.${now.toString(36)}` : '';

  // Ids and sign-up times are kept to give each transaction a payer who existed then, search texts for
  // the transactions' own.
  const ids: string[] = [];
  const joined: number[] = [];
  const searches: string[] = [];
  await insertInChunks(
    db,
    'users',
    users,
    (i) => {
      const names = random.next() < 0.5 ? NAMES[0]! : NAMES[1]!;
      const [first, firstLatin] = random.pick(names.first);
      const [last, lastLatin] = random.pick(names.last);
      const name = `${first} ${last}`;
      const email = `${firstLatin}.${lastLatin}${i}${tag}@${random.pick(DOMAINS)}`;
      const created = now - random.next() * SPAN_DAYS * DAY;
      const id = newId();
      const search = userSearchText(name, email);
      ids.push(id);
      joined.push(created);
      searches.push(search);
      const createdAt = new Date(created).toISOString();
      return {
        id,
        role: 'user' as const,
        name,
        first_name: first,
        last_name: last,
        email,
        password_hash: passwordHash,
        security_stamp: null,
        profile_pic: null,
        status: random.pick(STATUSES),
        plan_id: random.next() < 0.4 ? null : random.pick(plans).id,
        device: random.pick(DEVICES),
        locale: DEFAULT_LOCALE,
        search,
        created_at: createdAt,
        updated_at: createdAt,
      };
    },
    (done) => progress?.({ users: done, transactions: 0 }),
  );

  if (transactions > 0 && ids.length === 0) {
    const existing = await db
      .selectFrom('users')
      .select(['id', 'created_at', 'search'])
      .where('role', '=', 'user')
      .execute();
    for (const user of existing) {
      ids.push(user.id);
      joined.push(Date.parse(user.created_at));
      searches.push(user.search);
    }
    if (ids.length === 0) throw new Error('transactions need payers: add users too (--users N)');
  }
  const heavy = Math.min(HEAVY_USERS, ids.length);
  const perHeavy = heavy > 0 ? Math.floor((transactions * HEAVY_SHARE) / heavy) : 0;
  await insertInChunks(
    db,
    'transactions',
    transactions,
    (i) => {
      // The first transactions go to the heavy users, the rest to anyone.
      const payer = i < heavy * perHeavy ? Math.floor(i / perHeavy) : random.int(0, ids.length - 1);
      const plan = random.pick(plans);
      const currency = random.next() < 0.6 ? 'usd' : 'ils';
      // In shekels, the dollar price × 3.7 rounded to whole shekels.
      const priceMinor =
        currency === 'usd' ? plan.price_minor : Math.round((plan.price_minor * 3.7) / 100) * 100;
      const since = joined[payer]!;
      const createdAt = new Date(since + random.next() * (now - since)).toISOString();
      const fields = {
        amount_minor: priceMinor,
        currency,
        status: random.pick(TX_STATUSES),
        payment_method: random.pick(PAYMENT_METHODS),
      };
      return {
        id: newId(),
        user_id: ids[payer]!,
        plan_id: plan.id,
        ...fields,
        provider_ref: null,
        search: withPayerText(transactionSearchText(fields), searches[payer]!),
        created_at: createdAt,
        updated_at: createdAt,
      };
    },
    (done) => progress?.({ users: users, transactions: done }),
  );
}
