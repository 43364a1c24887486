import type { ListQuery } from '@bible-admin/contract';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { paginate } from '../db/paginate';
import { contains, newId, nowIso } from '../db/portable';
import type { Database, UsersTable } from '../db/schema';

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
  const name = changes.name ?? current.name;
  await db
    .updateTable('users')
    .set({ ...changes, search: userSearchText(name, current.email), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
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
    await trx
      .updateTable('transactions')
      .set({ user_id: null, updated_at: nowIso() })
      .where('user_id', '=', id)
      .execute();
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

/** End users, newest first; search matches name, e-mail, status, device or plan name. */
export function listEndUsers(db: Kysely<Database>, { search, page, limit }: ListQuery) {
  let query = withPlan(db).where('users.role', '=', 'user');
  if (search) {
    query = query.where((eb) =>
      eb.or([
        contains(eb.ref('users.search'), search),
        contains(eb.ref('users.status'), search),
        contains(eb.ref('users.device'), search),
        contains(eb.ref('plans.name'), search),
      ]),
    );
  }
  return paginate(query.orderBy('users.created_at', 'desc').orderBy('users.id'), { page, limit });
}

export function recentEndUsers(db: Kysely<Database>, limit: number): Promise<UserWithPlan[]> {
  return withPlan(db)
    .where('users.role', '=', 'user')
    .orderBy('users.created_at', 'desc')
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
