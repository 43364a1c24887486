import { planCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { presentPlan } from '../presenters';
import { deletePlan, findPlan, insertPlan, listPlans, updatePlan } from '../repositories/plans';

const planNotFound = (id: string) => notFound('Plan not found', `No plan with id ${id}.`);

export async function planRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  registerCall(app, planCalls.list, async ({ query }) => {
    const { rows, meta } = await listPlans(db, query);
    return ok({ data: rows.map(presentPlan), meta }, 'Plans');
  });

  registerCall(app, planCalls.add, async ({ body }) => {
    const { plan_status, status, ...fields } = body;
    const row = await insertPlan(db, { ...fields, status: plan_status ?? status ?? 'active' });
    return ok({ data: presentPlan(row) }, 'Plan added successfully');
  });

  registerCall(app, planCalls.update, async ({ body }) => {
    const { plan_id, plan_status, status, ...fields } = body;
    if (!(await findPlan(db, plan_id))) throw planNotFound(plan_id);
    await updatePlan(db, plan_id, {
      ...fields,
      ...((plan_status ?? status) ? { status: plan_status ?? status } : {}),
    });
    const row = await findPlan(db, plan_id);
    if (!row) throw planNotFound(plan_id);
    return ok({ data: presentPlan(row) }, 'Plan updated successfully');
  });

  registerCall(app, planCalls.toggleStatus, async ({ params }) => {
    const plan = await findPlan(db, params.id);
    if (!plan) throw planNotFound(params.id);
    const status = plan.status === 'active' ? 'inactive' : 'active';
    await updatePlan(db, plan.id, { status });
    return ok({ data: presentPlan({ ...plan, status }) }, `Plan is now ${status}`);
  });

  registerCall(app, planCalls.delete, async ({ params }) => {
    if (!(await findPlan(db, params.id))) throw planNotFound(params.id);
    await deletePlan(db, params.id);
    return ok({}, 'Plan deleted successfully');
  });
}
