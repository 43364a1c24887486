import { planCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { notFound } from '../http/errors';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { presentPlan } from '../presenters';
import { deletePlan, findPlan, insertPlan, listPlans, type PlanRow, updatePlan } from '../repositories/plans';
import { changedFields, recordAudit } from '../services/audit';

const planNotFound = (id: string) => notFound('Plan not found', `No plan with id ${id}.`);

/** A plan's fields as the audit log compares them. */
const auditFields = (row: PlanRow) => {
  const { name, price, duration, status, features } = presentPlan(row);
  return { name, price, duration, status, features };
};

export async function planRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  registerCall(app, planCalls.list, async ({ query }) => {
    const { rows, meta } = await listPlans(db, query);
    return ok({ data: rows.map(presentPlan), meta }, 'Plans');
  });

  registerCall(app, planCalls.add, async ({ body, request }) => {
    const { plan_status, status, ...fields } = body;
    const row = await db.transaction().execute(async (trx) => {
      const row = await insertPlan(trx, { ...fields, status: plan_status ?? status ?? 'active' });
      await recordAudit(trx, actorOf(request), {
        type: 'plan.created',
        record: { type: 'plan', id: row.id },
        summary: auditFields(row),
      });
      return row;
    });
    return ok({ data: presentPlan(row) }, 'Plan added successfully');
  });

  registerCall(app, planCalls.update, async ({ body, request }) => {
    const { plan_id, plan_status, status, ...fields } = body;
    const row = await db.transaction().execute(async (trx) => {
      const before = await findPlan(trx, plan_id);
      if (!before) throw planNotFound(plan_id);
      await updatePlan(trx, plan_id, {
        ...fields,
        ...((plan_status ?? status) ? { status: plan_status ?? status } : {}),
      });
      const after = await findPlan(trx, plan_id);
      if (!after) throw planNotFound(plan_id);
      await recordAudit(trx, actorOf(request), {
        type: 'plan.updated',
        record: { type: 'plan', id: plan_id },
        summary: { name: after.name, changes: changedFields(auditFields(before), auditFields(after)) },
      });
      return after;
    });
    return ok({ data: presentPlan(row) }, 'Plan updated successfully');
  });

  registerCall(app, planCalls.toggleStatus, async ({ params, request }) => {
    const plan = await findPlan(db, params.id);
    if (!plan) throw planNotFound(params.id);
    const status = plan.status === 'active' ? 'inactive' : 'active';
    await db.transaction().execute(async (trx) => {
      await updatePlan(trx, plan.id, { status });
      await recordAudit(trx, actorOf(request), {
        type: 'plan.status_changed',
        record: { type: 'plan', id: plan.id },
        summary: { name: plan.name, changes: { status: { from: plan.status, to: status } } },
      });
    });
    return ok({ data: presentPlan({ ...plan, status }) }, `Plan is now ${status}`);
  });

  registerCall(app, planCalls.delete, async ({ params, request }) => {
    const plan = await findPlan(db, params.id);
    if (!plan) throw planNotFound(params.id);
    await db.transaction().execute(async (trx) => {
      await deletePlan(trx, plan.id);
      await recordAudit(trx, actorOf(request), {
        type: 'plan.deleted',
        record: { type: 'plan', id: plan.id },
        summary: auditFields(plan),
      });
    });
    return ok({}, 'Plan deleted successfully');
  });
}
