import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { NotFoundError } from '../domain/errors';
import { type ChapterRow, findChapter } from '../repositories/chapters';
import { findPlan, type PlanRow } from '../repositories/plans';
import { findUserWithPlan, lockUser, type UserRow, type UserWithPlan } from '../repositories/users';
import { findVerse, type VerseRow } from '../repositories/verses';

/** 'Find or 404': one helper per entity, each raising the entity's NotFoundError with its words. */

type Db = Kysely<Database>;

function required<T>(row: T | undefined, missing: () => NotFoundError): T {
  if (row === undefined) throw missing();
  return row;
}

export const chapterNotFound = () => new NotFoundError('chapter_not_found', 'Chapter not found');

/** The chapter; `read` may be `lockChapter` inside a transaction, to hold the row while it is changed. */
export async function requireChapter<D extends Db>(
  db: D,
  id: string,
  read: (db: D, id: string) => Promise<ChapterRow | undefined> = findChapter,
): Promise<ChapterRow> {
  return required(await read(db, id), chapterNotFound);
}

export async function requireVerse(db: Db, id: string): Promise<VerseRow> {
  return required(await findVerse(db, id), () => new NotFoundError('verse_not_found', 'Verse not found'));
}

export async function requirePlan(db: Db, id: string): Promise<PlanRow> {
  return required(
    await findPlan(db, id),
    () => new NotFoundError('plan_not_found', 'Plan not found', `No plan with id ${id}.`),
  );
}

const userNotFound = (id: string) => () =>
  new NotFoundError('user_not_found', 'User not found', `No user with id ${id}.`);

export async function requireUser(db: Db, id: string): Promise<UserWithPlan> {
  return required(await findUserWithPlan(db, id), userNotFound(id));
}

/** The user's row, held until the transaction ends (`lockUser`). */
export async function requireLockedUser(trx: Transaction<Database>, id: string): Promise<UserRow> {
  return required(await lockUser(trx, id), userNotFound(id));
}
