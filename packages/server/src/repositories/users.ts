import type { ListQuery } from '@bible-admin/contract';
import {
  expressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type Updateable,
} from 'kysely';
import { cappedMeta, countUpToCap, pageIds, totalCap } from '../db/paginate';
import { dialectOf, fromFlag, newId, nowIso, searchMatches, textSearch, withoutIndex } from '../db/portable';
import type { Database, UsersTable } from '../db/schema';
import { countersOf, readCounters, type Counters } from './counters';
import { detachPayer, refreshPayerText } from './transactions';
import { unsearchedPage } from './unsearchedPage';

export type UserRow = Selectable<UsersTable>;
/** A user with the name of their plan (null = Free). */
export type UserWithPlan = UserRow & { plan_name: string | null };

export type NewUser = Omit<Insertable<UsersTable>, 'id' | 'search' | 'created_at' | 'updated_at'> & {
  created_at?: string;
};

/** The lower-cased text user search runs on (SQLite's lower() folds ASCII only). */
export const userSearchText = (name: string, email: string) => `${name} ${email}`.toLowerCase();

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A token's account, and whether a logout revoked the token (by its id): one query. */
export async function findTokenAccount(
  db: Kysely<Database>,
  id: string,
  jti: string,
): Promise<{ user: UserRow; revoked: boolean } | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .select((eb) =>
      eb.exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti)).as('token_revoked'),
    )
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_revoked, ...user } = row;
  return { user, revoked: fromFlag(token_revoked) };
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  const now = nowIso();
  const row: UserRow = {
    id: newId(),
    profile_pic: null,
    security_stamp: null,
    plan_id: null,
    device: null,
    ...user,
    email: user.email.trim().toLowerCase(),
    search: userSearchText(user.name, user.email),
    created_at: user.created_at ?? now,
    updated_at: now,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

export async function updateUser(
  db: Kysely<Database>,
  id: string,
  changes: Omit<
    Updateable<UsersTable>,
    'id' | 'email' | 'password_hash' | 'security_stamp' | 'search' | 'updated_at'
  >,
): Promise<void> {
  const current = await findUserById(db, id);
  if (!current) return;
  const search = userSearchText(changes.name ?? current.name, current.email);
  const write = async (trx: Kysely<Database>) => {
    await trx
      .updateTable('users')
      .set({ ...changes, search, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    // Their transactions hold their search text too, changed in the same transaction.
    if (search !== current.search || (changes.role && changes.role !== current.role)) {
      await refreshPayerText(trx, id);
    }
  };
  await (db.isTransaction ? write(db) : db.transaction().execute(write));
}

/**
 * The only way to change a password: it renews the security stamp too, so every token issued before
 * (other devices, a stolen one) stops working.
 */
export async function setPassword(db: Kysely<Database>, id: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, security_stamp: newId(), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Deletes an account; its transactions stay for accounting, detached from the person. */
export async function deleteUser(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await detachPayer(trx, id);
    await trx.deleteFrom('users').where('id', '=', id).execute();
  });
}

function withPlan(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('plans', 'plans.id', 'users.plan_id')
    .selectAll('users')
    .select('plans.name as plan_name');
}

export function findUserWithPlan(db: Kysely<Database>, id: string): Promise<UserWithPlan | undefined> {
  return withPlan(db).where('users.id', '=', id).executeTakeFirst();
}

/**
 * Transactions: at most this many index matches are fetched and sorted; more, and the list walks the date
 * index instead.
 */
export const FEW_MATCHES = 5000;

/**
 * Users, SQLite: at most this many matches are fetched at random and sorted; more, and the date index is
 * walked (measured on a million users: 2,600 rows fetched ~110 ms, the walk past the same ~25 ms).
 * PostgreSQL fetches and sorts up to its count's cap: past it, the walk is index-only (migration 014).
 */
const FETCHED_MATCHES = 1000;

/** Newest first, the id breaking ties: the order `users_role_created_id` holds. */
function newestFirst<O>(query: SelectQueryBuilder<Database, 'users' | 'plans', O>) {
  return query.orderBy('users.created_at', 'desc').orderBy('users.id', 'desc');
}

/** The values of a counter group that contain the term (statuses, devices: a few dozen at most). */
function matchingValues(all: Counters, group: string, term: string): [string, number][] {
  return Object.entries(countersOf(all, group)).filter(
    ([value]) => value !== '' && value.toLowerCase().includes(term),
  );
}

/**
 * End users, newest first; search matches name, e-mail, status, device or plan name. Totals: without a
 * search from the counters; with one, exact up to the dialect's cap, beyond that capped. The plan is picked by
 * how many users match: a few are looked up through the index and sorted, many are found by walking the
 * date index and keeping the matching rows (either the other way round costs hundreds of milliseconds).
 */
export async function listEndUsers(db: Kysely<Database>, { search, page, limit }: ListQuery) {
  const eb = expressionBuilder<Database, 'users'>();
  const offset = (page - 1) * limit;
  if (!search) {
    const { all, rows } = await unsearchedPage(
      db,
      'users',
      [eb('users.role', '=', 'user')],
      { offset, limit },
      (ids) => endUsersWithIds(db, ids),
    );
    const total = Object.values(countersOf(all, 'users.device')).reduce((sum, n) => sum + n, 0);
    return { rows, meta: { total, page, limit } };
  }
  const term = search.toLowerCase();
  const dialect = dialectOf(db);
  const cap = totalCap(dialect);
  // Three independent reads at once: each is a round trip.
  const [all, plans, text] = await Promise.all([
    readCounters(db),
    db.selectFrom('plans').select(['id', 'name']).execute(),
    textSearch(db, 'users', term, cap + 1, { limit, offset }),
  ]);
  const statuses = matchingValues(all, 'users.status', term);
  const devices = matchingValues(all, 'users.device', term);
  const planIds = plans.filter((plan) => plan.name.toLowerCase().includes(term)).map((plan) => plan.id);
  const perPlan = countersOf(all, 'users.plan');
  const { rowids } = text;
  const sizes = [
    text.count,
    ...[...statuses, ...devices].map(([, n]) => n),
    ...planIds.map((id) => perPlan[id] ?? 0),
  ];
  // PostgreSQL, a rare term alone: its matches were fetched whole, the page sorted from them, the total exact.
  if (sizes.length === 1 && text.ids) {
    const rows = text.ids.length ? await endUsersWithIds(db, text.ids) : [];
    return { rows, meta: { total: text.count, page, limit } };
  }
  // Statuses, devices and plans are few values over many users, and have no index of their own: a walk.
  const matches = sizes.length === 1 ? sizes[0]! : Infinity;
  // Few: rows looked up through the search index (the role's index kept out of it), then sorted. SQLite,
  // up to the cap: a walk down the date index keeping the rows the search index found (read once, no row
  // read for a miss). Many: a walk testing each index entry. A count still to make uses the search index.
  const matching = (indexed: boolean, walked = false) =>
    eb.and([
      eb(indexed && !walked ? withoutIndex(dialect, 'users.role') : eb.ref('users.role'), '=', 'user'),
      eb.or([
        searchMatches(dialect, 'users', term, { indexed, walked, rowids: indexed ? rowids : undefined }),
        ...(statuses.length
          ? [
              eb(
                'users.status',
                'in',
                statuses.map(([value]) => value),
              ),
            ]
          : []),
        ...(devices.length
          ? [
              eb(
                'users.device',
                'in',
                devices.map(([value]) => value),
              ),
            ]
          : []),
        ...(planIds.length ? [eb('users.plan_id', 'in', planIds)] : []),
      ]),
    ]);
  const sorted = matches <= (dialect === 'sqlite' ? FETCHED_MATCHES : cap);
  const bounds = { limit, offset };
  const [rows, count] = await Promise.all([
    endUsersWithIds(
      db,
      sorted
        ? pageIds(db, 'users', [matching(true)], bounds, 'sort')
        : pageIds(db, 'users', [matching(matches <= cap, true)], bounds, 'walk'),
    ),
    // The text's matches alone: counted already (the index holds end users only). Otherwise each part's
    // size is a floor for the whole: past the cap, nothing is counted.
    sizes.length === 1
      ? matches
      : Math.max(...sizes) > cap
        ? cap + 1
        : countUpToCap(db, db.selectFrom('users').where(matching(true)), cap),
  ]);
  return { rows, meta: cappedMeta(count, cap, page, limit) };
}

/** The rows of a page of ids, in list order, with their plans. */
function endUsersWithIds(
  db: Kysely<Database>,
  ids: ReturnType<typeof pageIds> | readonly string[],
): Promise<UserWithPlan[]> {
  return newestFirst(withPlan(db).where('users.id', 'in', ids)).execute();
}

export function recentEndUsers(db: Kysely<Database>, limit: number): Promise<UserWithPlan[]> {
  return newestFirst(withPlan(db).where('users.role', '=', 'user'))
    .limit(limit)
    .execute();
}

/** The oldest admin account: the one ADMIN_EMAIL / ADMIN_PASSWORD created. */
export function findFirstAdmin(db: Kysely<Database>): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('role', '=', 'admin')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
