import type { ListQuery, PlanDuration, PlanStatus } from '@bible-admin/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { paginate } from '../db/paginate';
import { contains, newId, nowIso } from '../db/portable';
import { toMinor } from '../domain/money';
import type { Database, PlansTable } from '../db/schema';
import { atVersion, checkVersion, nextVersion, type ReadVersion } from './versions';

export type PlanRow = Selectable<PlansTable>;

export interface PlanInput {
  name: string;
  price: number;
  duration: PlanDuration;
  status: PlanStatus;
  features: Record<string, boolean>;
}

/** The columns of the fields given: the price in whole cents, the features as JSON text. */
const columns = ({ price, features, ...rest }: Partial<PlanInput>) => ({
  ...rest,
  ...(price === undefined ? {} : { price_minor: toMinor(price) }),
  ...(features ? { features: JSON.stringify(features) } : {}),
});

export function findPlan(db: Kysely<Database>, id: string): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPlan(
  db: Kysely<Database>,
  plan: PlanInput,
  createdAt = nowIso(),
): Promise<PlanRow> {
  const row: PlanRow = {
    id: newId(),
    name: plan.name,
    price_minor: toMinor(plan.price),
    duration: plan.duration,
    status: plan.status,
    features: JSON.stringify(plan.features),
    created_at: createdAt,
    updated_at: createdAt,
    version: 1,
  };
  await db.insertInto('plans').values(row).execute();
  return row;
}

/** With `version`, only over that version (else StaleVersionError). */
export async function updatePlan(
  db: Kysely<Database>,
  id: string,
  plan: Partial<PlanInput>,
  version?: ReadVersion,
): Promise<void> {
  const result = await db
    .updateTable('plans')
    .set({
      ...columns(plan),
      updated_at: nowIso(),
      version: nextVersion(),
    })
    .where('id', '=', id)
    .$call(atVersion(version))
    .executeTakeFirst();
  checkVersion(result.numUpdatedRows, version);
}

/** Deletes a plan; its subscribers fall back to Free. Run it in a transaction (with its audit event). */
export async function deletePlan(trx: Transaction<Database>, id: string): Promise<void> {
  await trx.updateTable('users').set({ plan_id: null }).where('plan_id', '=', id).execute();
  await trx.deleteFrom('plans').where('id', '=', id).execute();
}

/** Oldest first (the order they were created in, as the pricing grid shows them). */
export function listPlans(db: Kysely<Database>, { search, page, limit }: ListQuery) {
  let query = db.selectFrom('plans').selectAll();
  if (search) query = query.where((eb) => contains(eb.ref('name'), search));
  return paginate(query.orderBy('created_at').orderBy('id'), { page, limit });
}
