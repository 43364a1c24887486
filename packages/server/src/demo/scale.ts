import type { Kysely } from 'kysely';
import { newId, toNumber } from '../db/portable';
import type { Database, TransactionsTable, UsersTable } from '../db/schema';
import { insertPlan, type PlanRow } from '../repositories/plans';
import { transactionSearchText } from '../repositories/transactions';
import { userSearchText } from '../repositories/users';
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
/** Rows per INSERT (SQLite allows 32,766 parameters, PostgreSQL 65,535) and INSERTs per transaction. */
const BATCH = 1000;
const BATCHES_PER_TRANSACTION = 20;
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

/** Writes `chunk` rows produced by `row(i)` in multi-row INSERTs, one transaction per chunk. */
async function insertInChunks<T extends 'users' | 'transactions'>(
  db: Kysely<Database>,
  table: T,
  count: number,
  row: (i: number) => T extends 'users' ? UsersTable : TransactionsTable,
  onChunk: (done: number) => void,
): Promise<void> {
  const chunk = BATCH * BATCHES_PER_TRANSACTION;
  for (let start = 0; start < count; start += chunk) {
    const end = Math.min(count, start + chunk);
    await db.transaction().execute(async (trx) => {
      for (let from = start; from < end; from += BATCH) {
        const rows = [];
        for (let i = from; i < Math.min(end, from + BATCH); i++) rows.push(row(i));
        // The row type is the table's own: the cast only bridges the conditional type.
        await trx
          .insertInto(table)
          .values(rows as never)
          .execute();
      }
    });
    onChunk(end);
  }
}

/** Fills the database; refuses (NotEmptyError) when end users or transactions exist, unless `add`. */
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
  const random = seededRandom(seed);
  const plans = await plansFor(db, now);
  const passwordHash = await hashPassword(DEMO_USER_PASSWORD);
  // A tag keeps e-mails unique when adding to an earlier run.
  const tag = add ? `.${now.toString(36)}` : '';

  // Ids and sign-up times are kept to give each transaction a payer who existed then.
  const ids: string[] = [];
  const joined: number[] = [];
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
      ids.push(id);
      joined.push(created);
      const createdAt = new Date(created).toISOString();
      return {
        id,
        role: 'user',
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
        search: userSearchText(name, email),
        created_at: createdAt,
        updated_at: createdAt,
      };
    },
    (done) => progress?.({ users: done, transactions: 0 }),
  );

  if (transactions > 0 && ids.length === 0) {
    const existing = await db
      .selectFrom('users')
      .select(['id', 'created_at'])
      .where('role', '=', 'user')
      .execute();
    for (const user of existing) {
      ids.push(user.id);
      joined.push(Date.parse(user.created_at));
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
      const price = currency === 'usd' ? plan.price : Math.round(plan.price * 3.7);
      const since = joined[payer]!;
      const createdAt = new Date(since + random.next() * (now - since)).toISOString();
      const fields = {
        amount_minor: Math.round(price * 100),
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
        search: transactionSearchText(fields),
        created_at: createdAt,
        updated_at: createdAt,
      };
    },
    (done) => progress?.({ users: users, transactions: done }),
  );
}
