import { DEFAULT_LOCALE, type ListQuery, type Locale } from '@bible-admin/contract';
import {
  expressionBuilder,
  type Expression,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
  type Transaction,
  type Updateable,
} from 'kysely';
import { after, type Cursor } from '../db/keyset';
import { lockRow } from '../db/lockRow';
import { fromFlag, newId, nowIso, toNumber } from '../db/portable';
import type { Database, SessionsTable, UsersTable } from '../db/schema';
import type { PageIds } from '../search/searched';
import { searchEndUsers } from '../search/users';
import { countersOf } from './counters';
import { endSessions } from './sessions';
import { detachPayer, refreshPayerText } from './transactions';
import { unsearchedPage } from './unsearchedPage';
import { atVersion, checkVersion, nextVersion, type ReadVersion } from './versions';

export type UserRow = Selectable<UsersTable>;
/** A user with the name of their plan (null = Free). */
export type UserWithPlan = UserRow & { plan_name: string | null };

export type NewUser = Omit<
  Insertable<UsersTable>,
  'id' | 'search' | 'locale' | 'created_at' | 'updated_at' | 'version'
> & {
  locale?: Locale;
  created_at?: string;
};

/** The lower-cased text user search runs on (SQLite's lower() folds ASCII only). */
export const userSearchText = (name: string, email: string) => `${name} ${email}`.toLowerCase();

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A token's account, and whether a logout revoked the token (by its id): one query. */
/** What authentication needs of a token's session (migration 026). */
export type TokenSession = Pick<
  SessionsTable,
  'id' | 'ended_at' | 'end_reason' | 'last_active_at' | 'password_confirmed_at' | 'expires_at'
>;

/**
 * A token's account, its session (null: none by that id for that account; tokens from before sessions name
 * none) and whether its id was revoked (those older tokens' logout), in one query: every signed-in call pays it.
 */
export async function findTokenAccount(
  db: Kysely<Database>,
  id: string,
  jti: string,
  sessionId: string | null,
): Promise<{ user: UserRow; session: TokenSession | null; revoked: boolean } | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('sessions', (join) =>
      join.onRef('sessions.user_id', '=', 'users.id').on('sessions.id', '=', sessionId ?? ''),
    )
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.ended_at as session_ended_at',
      'sessions.end_reason as session_end_reason',
      'sessions.last_active_at as session_last_active_at',
      'sessions.password_confirmed_at as session_password_confirmed_at',
      'sessions.expires_at as session_expires_at',
    ])
    .select((eb) =>
      eb.exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti)).as('token_revoked'),
    )
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    token_revoked,
    session_id,
    session_ended_at,
    session_end_reason,
    session_last_active_at,
    session_password_confirmed_at,
    session_expires_at,
    ...user
  } = row;
  const session =
    session_id === null || session_last_active_at === null || session_expires_at === null
      ? null
      : {
          id: session_id,
          ended_at: session_ended_at,
          end_reason: session_end_reason,
          last_active_at: session_last_active_at,
          password_confirmed_at: session_password_confirmed_at,
          expires_at: session_expires_at,
        };
  return { user, session, revoked: fromFlag(token_revoked) };
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
    locale: DEFAULT_LOCALE,
    deactivated_at: null,
    last_sign_in_at: null,
    ...user,
    // Every admin has a role on the team (the first and only one before roles existed: owner).
    admin_role: user.admin_role ?? (user.role === 'admin' ? 'owner' : null),
    email: user.email.trim().toLowerCase(),
    search: userSearchText(user.name, user.email),
    created_at: user.created_at ?? now,
    updated_at: now,
    version: 1,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

/** The time of an admin's sign-in, for the team page (not a save: no version, no audit). */
export async function recordSignIn(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('users').set({ last_sign_in_at: nowIso() }).where('id', '=', id).execute();
}

/** With `version`, only over that version (else StaleVersionError); a missing user changes nothing. */
export async function updateUser(
  db: Kysely<Database>,
  id: string,
  changes: Omit<
    Updateable<UsersTable>,
    'id' | 'email' | 'password_hash' | 'security_stamp' | 'search' | 'updated_at' | 'version'
  >,
  version?: ReadVersion,
): Promise<void> {
  const current = await findUserById(db, id);
  if (!current) return;
  const search = userSearchText(changes.name ?? current.name, current.email);
  const write = async (trx: Kysely<Database>) => {
    const result = await trx
      .updateTable('users')
      .set({ ...changes, search, updated_at: nowIso(), version: nextVersion() })
      .where('id', '=', id)
      .$call(atVersion(version))
      .executeTakeFirst();
    checkVersion(result.numUpdatedRows, version);
    // Their transactions hold their search text too, changed in the same transaction.
    if (search !== current.search || (changes.role && changes.role !== current.role)) {
      await refreshPayerText(trx, id);
    }
  };
  await (db.isTransaction ? write(db) : db.transaction().execute(write));
}

/** Locks a user's row until the transaction ends (`lockRow`) and returns it as committed now. */
export async function lockUser(trx: Transaction<Database>, id: string): Promise<UserRow | undefined> {
  await lockRow(trx, 'users', id);
  return findUserById(trx, id);
}

/**
 * The only way to change a password: it renews the security stamp and ends the account's sessions (all but
 * `keepSession`, the one that changed it and goes on with a renewed token), so every token issued before
 * (other devices, a stolen one) stops working. Run it in a transaction: both writes or neither.
 */
export async function setPassword(
  db: Kysely<Database>,
  id: string,
  passwordHash: string,
  keepSession: string | null = null,
): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, security_stamp: newId(), updated_at: now })
    .where('id', '=', id)
    .execute();
  await endSessions(db, id, 'password_changed', now, keepSession ? { except: keepSession } : {});
}

/** The account's language; nothing else of the row changes (no search text to rewrite). */
export async function setUserLocale(db: Kysely<Database>, id: string, locale: Locale): Promise<void> {
  await db.updateTable('users').set({ locale, updated_at: nowIso() }).where('id', '=', id).execute();
}

/**
 * Deletes an account; its transactions stay for accounting, detached from the person. Inside a transaction
 * given one (a removal with its audit event), else in its own.
 */
export async function deleteUser(db: Kysely<Database>, id: string): Promise<void> {
  const erase = async (trx: Kysely<Database>) => {
    await detachPayer(trx, id);
    await trx.deleteFrom('users').where('id', '=', id).execute();
  };
  await (db.isTransaction ? erase(db) : db.transaction().execute(erase));
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

/** Newest first, the id breaking ties: the order `users_role_created_id` holds. */
function newestFirst<O>(query: SelectQueryBuilder<Database, 'users' | 'plans', O>) {
  return query.orderBy('users.created_at', 'desc').orderBy('users.id', 'desc');
}

/**
 * End users, newest first; `search` as `searchEndUsers` takes it. Totals: without a search from the
 * counters; with one, exact up to the dialect's cap, beyond that capped.
 */
export async function listEndUsers(db: Kysely<Database>, { search, page, limit }: ListQuery) {
  if (search) return searchEndUsers(db, search, { page, limit }, (ids) => endUsersWithIds(db, ids));
  const eb = expressionBuilder<Database, 'users'>();
  const { all, rows } = await unsearchedPage(
    db,
    'users',
    [eb('users.role', '=', 'user')],
    { offset: (page - 1) * limit, limit },
    (ids) => endUsersWithIds(db, ids),
  );
  const total = Object.values(countersOf(all, 'users.device')).reduce((sum, n) => sum + n, 0);
  return { rows, meta: { total, page, limit } };
}

/** What an export shows of an end user. */
export type ExportedUser = Pick<
  UserWithPlan,
  'id' | 'name' | 'email' | 'status' | 'plan_name' | 'device' | 'created_at'
>;

/** The end users `filter` holds after `cursor` in list order (an export's batch): the columns it shows. */
export function endUsersAfter(
  db: Kysely<Database>,
  filter: Expression<SqlBool> | null,
  cursor: Cursor | null,
  limit: number,
): Promise<ExportedUser[]> {
  return newestFirst(
    db
      .selectFrom('users')
      .leftJoin('plans', 'plans.id', 'users.plan_id')
      .select([
        'users.id',
        'users.name',
        'users.email',
        'users.status',
        'users.device',
        'users.created_at',
        'plans.name as plan_name',
      ])
      .where('users.role', '=', 'user')
      .$if(filter !== null, (query) => query.where(filter!))
      .$if(cursor !== null, (query) => query.where(after('users', cursor!))),
  )
    .limit(limit)
    .execute();
}

/** The rows of a page of ids, in list order, with their plans. */
function endUsersWithIds(db: Kysely<Database>, ids: PageIds): Promise<UserWithPlan[]> {
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

/** Every admin account, by name (a few: the role's entries of `users_role_created_id`). */
export function listAdmins(db: Kysely<Database>): Promise<Pick<UserRow, 'id' | 'name' | 'email'>[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('role', '=', 'admin')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The team: every admin account, oldest first (the first admin at the top). */
export function listTeamMembers(db: Kysely<Database>): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('role', '=', 'admin')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Owners who can still act: the team never has none. */
export async function countActiveOwners(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('role', '=', 'admin')
    .where('admin_role', '=', 'owner')
    .where('deactivated_at', 'is', null)
    .executeTakeFirstOrThrow();
  return toNumber(row.count);
}

/** An admin's role or standing on the team (deactivated since when, or null). */
export async function setAdminStanding(
  db: Kysely<Database>,
  id: string,
  changes: Pick<Updateable<UsersTable>, 'admin_role' | 'deactivated_at'>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .where('role', '=', 'admin')
    .execute();
}
