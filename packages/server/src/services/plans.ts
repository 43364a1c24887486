import type { planCalls, PlanStatus } from '@bible-admin/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { presentPlan } from '../presenters';
import { deletePlan, insertPlan, type PlanRow, updatePlan } from '../repositories/plans';
import { type AuditActor, changedFields, recordAudit } from './audit';
import { requirePlan } from './require';

/** What adding, changing, switching and deleting a plan means, each with its audit event. */

type Db = Kysely<Database>;
export type AddPlanInput = z.output<(typeof planCalls.add)['body']>;
export type EditPlanInput = z.output<(typeof planCalls.update)['body']>;

/** A plan's fields as the audit log compares them. */
const auditFields = (row: PlanRow) => {
  const { name, price, duration, status, features } = presentPlan(row);
  return { name, price, duration, status, features };
};

export async function addPlan(db: Db, body: AddPlanInput, actor: AuditActor): Promise<PlanRow> {
  const { plan_status, status, ...fields } = body;
  return db.transaction().execute(async (trx) => {
    const row = await insertPlan(trx, { ...fields, status: plan_status ?? status ?? 'active' });
    await recordAudit(trx, actor, {
      type: 'plan.created',
      record: { type: 'plan', id: row.id },
      summary: auditFields(row),
    });
    return row;
  });
}

/**
 * Changes the given fields (`plan_status` or `status` sets the status) and returns the plan as stored; with
 * `version`, only the plan still at that version (else StaleVersionError).
 */
export async function editPlan(db: Db, body: EditPlanInput, actor: AuditActor): Promise<PlanRow> {
  const { plan_id, plan_status, status, version, ...fields } = body;
  return db.transaction().execute(async (trx) => {
    const before = await requirePlan(trx, plan_id);
    await updatePlan(
      trx,
      plan_id,
      { ...fields, ...((plan_status ?? status) ? { status: plan_status ?? status } : {}) },
      version,
    );
    const after = await requirePlan(trx, plan_id);
    await recordAudit(trx, actor, {
      type: 'plan.updated',
      record: { type: 'plan', id: plan_id },
      summary: { name: after.name, changes: changedFields(auditFields(before), auditFields(after)) },
    });
    return after;
  });
}

/** Switches an active plan to inactive and back; returns the plan with its new status. */
export async function togglePlanStatus(db: Db, id: string, actor: AuditActor): Promise<PlanRow> {
  const plan = await requirePlan(db, id);
  const status: PlanStatus = plan.status === 'active' ? 'inactive' : 'active';
  return db.transaction().execute(async (trx) => {
    await updatePlan(trx, plan.id, { status });
    await recordAudit(trx, actor, {
      type: 'plan.status_changed',
      record: { type: 'plan', id: plan.id },
      summary: { name: plan.name, changes: { status: { from: plan.status, to: status } } },
    });
    // With its new version: a form opened before the switch must not save its old status over it.
    return requirePlan(trx, plan.id);
  });
}

export async function removePlan(db: Db, id: string, actor: AuditActor): Promise<void> {
  const plan = await requirePlan(db, id);
  await db.transaction().execute(async (trx) => {
    await deletePlan(trx, plan.id);
    await recordAudit(trx, actor, {
      type: 'plan.deleted',
      record: { type: 'plan', id: plan.id },
      summary: auditFields(plan),
    });
  });
}
