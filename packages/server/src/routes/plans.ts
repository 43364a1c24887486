import { planCalls } from '@bible-admin/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor';
import { ok } from '../http/reply';
import { registerCall } from '../http/route';
import { withStoredOnConflict } from '../http/versions';
import { presentPlan } from '../presenters';
import { listPlans } from '../repositories/plans';
import { requirePlan } from '../services/require';
import { addPlan, editPlan, removePlan, togglePlanStatus } from '../services/plans';

export async function planRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  registerCall(app, planCalls.list, async ({ query }) => {
    const { rows, meta } = await listPlans(db, query);
    return ok({ data: rows.map(presentPlan), meta }, 'Plans');
  });

  registerCall(app, planCalls.add, async ({ body, request }) =>
    ok({ data: presentPlan(await addPlan(db, body, actorOf(request))) }, 'Plan added successfully'),
  );

  registerCall(app, planCalls.update, async ({ body, request }) => {
    const plan = await withStoredOnConflict(
      () => editPlan(db, body, actorOf(request)),
      async () => presentPlan(await requirePlan(db, body.plan_id)),
      { db, record: { type: 'plan', id: body.plan_id } },
    );
    return ok({ data: presentPlan(plan) }, 'Plan updated successfully');
  });

  registerCall(app, planCalls.toggleStatus, async ({ params, request }) => {
    const plan = await togglePlanStatus(db, params.id, actorOf(request));
    return ok({ data: presentPlan(plan) }, `Plan is now ${plan.status}`);
  });

  registerCall(app, planCalls.delete, async ({ params, request }) => {
    await removePlan(db, params.id, actorOf(request));
    return ok({}, 'Plan deleted successfully');
  });
}
