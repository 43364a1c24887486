import { PLAN_PRICE_MAX, saleCurrencies } from '@bible-admin/contract';
import type { Kysely } from 'kysely';
import { toMinor } from '../domain/money';
import type { Database } from '../db/schema';
import { findTransactionByRef, insertTransaction, updateTransaction } from '../repositories/transactions';
import { findUserByEmail, findUserById, updateUser } from '../repositories/users';
import { hasPaymentEvent, insertPaymentEvent } from '../repositories/paymentEvents';
import { findPlan, type PlanRow } from '../repositories/plans';
import { type AuditActor, recordAudit } from './audit';
import { type PaymentEvent, type PaymentUpdate, type TransactionStatus } from './payments';

/** Plan prices are in US dollars (the admin shows them as $). */
export const PLAN_CURRENCY = 'usd';

/** The most a payment can be, in minor units: the highest price a plan can have (≤ 10^9). */
const AMOUNT_MINOR_MAX = toMinor(PLAN_PRICE_MAX);

/**
 * What makes a payment's money unusable, or null: an amount that is not a whole number of cents from 1 to
 * the highest plan price, or a currency the product does not sell in. Such a payment is never stored as an
 * amount (it would show as money on the dashboard and in the lists): it is a mismatch, audited.
 */
function moneyProblem(payment: PaymentUpdate): 'amount' | 'currency' | null {
  const { amountMinor } = payment;
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 1 || amountMinor > AMOUNT_MINOR_MAX)
    return 'amount';
  return (saleCurrencies as readonly string[]).includes(payment.currency) ? null : 'currency';
}

/** The payer: by our user id from metadata, else by e-mail; null when unknown. */
async function payerOf(db: Kysely<Database>, payment: PaymentUpdate): Promise<string | null> {
  const byId = payment.userId ? await findUserById(db, payment.userId) : undefined;
  const user = byId ?? (payment.email ? await findUserByEmail(db, payment.email) : undefined);
  return user?.id ?? null;
}

/** True when the payment buys the plan: the plan is on sale, and the amount and currency are its price. */
function paysFor(payment: PaymentUpdate, plan: PlanRow): boolean {
  return (
    plan.status === 'active' && payment.currency === PLAN_CURRENCY && payment.amountMinor === plan.price_minor
  );
}

/** Statuses that later events about the same payment never change. */
const FINAL: readonly string[] = ['succeeded', 'mismatch'] satisfies TransactionStatus[];

/**
 * A payment whose money is unusable (moneyProblem) grants nothing and stores no amount: the admin finds it
 * as a `payment.mismatch` audit event (what was wrong, never the raw values), and a transaction the
 * provider reported earlier for the same payment turns into a mismatch unless it already ended.
 */
async function recordUnusablePayment(
  db: Kysely<Database>,
  event: PaymentEvent,
  payment: PaymentUpdate,
  problem: 'amount' | 'currency',
  actor: AuditActor,
): Promise<void> {
  await recordAudit(db, actor, {
    type: 'payment.mismatch',
    summary: { event: event.id, event_type: event.type, payment: payment.reference, problem },
  });
  const existing = await findTransactionByRef(db, payment.reference);
  if (existing && !FINAL.includes(existing.status)) {
    await updateTransaction(db, existing, { status: 'mismatch' });
  }
}

async function recordPayment(db: Kysely<Database>, payment: PaymentUpdate): Promise<void> {
  const userId = await payerOf(db, payment);
  const plan = payment.planId ? await findPlan(db, payment.planId) : undefined;
  const planId = plan?.id ?? null;
  // A success that names a plan grants it only when it paid its price; otherwise the money is flagged.
  const grants = payment.status === 'succeeded' && Boolean(payment.planId);
  const mismatch = grants && !(plan && paysFor(payment, plan));
  const reported: TransactionStatus = mismatch ? 'mismatch' : payment.status;
  const existing = await findTransactionByRef(db, payment.reference);
  if (existing) {
    // Events can arrive out of order: a late "processing" never undoes a success or a mismatch.
    const status = FINAL.includes(existing.status) ? existing.status : reported;
    await updateTransaction(db, existing, {
      status,
      amount_minor: payment.amountMinor,
      currency: payment.currency,
      payment_method: payment.paymentMethod,
      user_id: existing.user_id ?? userId,
      plan_id: existing.plan_id ?? planId,
    });
  } else {
    await insertTransaction(db, {
      user_id: userId,
      plan_id: planId,
      amount_minor: payment.amountMinor,
      currency: payment.currency,
      status: reported,
      payment_method: payment.paymentMethod,
      provider_ref: payment.reference,
      created_at: payment.createdAt,
    });
  }
  if (grants && !mismatch && userId && planId) await updateUser(db, userId, { plan_id: planId });
}

/**
 * Records a verified provider event once (its money checked: moneyProblem): the event id is stored in the same database transaction as
 * its effects, so a redelivery (or two racing deliveries) changes nothing. Returns false for a duplicate.
 */
export async function recordPaymentEvent(
  db: Kysely<Database>,
  event: PaymentEvent,
  actor: AuditActor,
): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      await insertPaymentEvent(trx, event.id, event.type);
      const { payment } = event;
      const problem = payment && moneyProblem(payment);
      if (payment && problem) await recordUnusablePayment(trx, event, payment, problem, actor);
      else if (payment) await recordPayment(trx, payment);
    });
    return true;
  } catch (error) {
    if (await hasPaymentEvent(db, event.id)) return false;
    throw error;
  }
}
