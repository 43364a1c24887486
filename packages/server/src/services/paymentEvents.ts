import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findTransactionByRef, insertTransaction, updateTransaction } from '../repositories/transactions';
import { findUserByEmail, findUserById, updateUser } from '../repositories/users';
import { hasPaymentEvent, insertPaymentEvent } from '../repositories/paymentEvents';
import { findPlan, type PlanRow } from '../repositories/plans';
import {
  InvalidPaymentError,
  type PaymentEvent,
  type PaymentUpdate,
  type TransactionStatus,
} from './payments';

/** Plan prices are in US dollars (the admin shows them as $). */
export const PLAN_CURRENCY = 'usd';

/** The payer: by our user id from metadata, else by e-mail; null when unknown. */
async function payerOf(db: Kysely<Database>, payment: PaymentUpdate): Promise<string | null> {
  const byId = payment.userId ? await findUserById(db, payment.userId) : undefined;
  const user = byId ?? (payment.email ? await findUserByEmail(db, payment.email) : undefined);
  return user?.id ?? null;
}

/** True when the payment buys the plan: the plan is on sale, and the amount and currency are its price. */
function paysFor(payment: PaymentUpdate, plan: PlanRow): boolean {
  return (
    plan.status === 'active' &&
    payment.currency === PLAN_CURRENCY &&
    payment.amountMinor === Math.round(plan.price * 100)
  );
}

/** Statuses that later events about the same payment never change. */
const FINAL: readonly string[] = ['succeeded', 'mismatch'] satisfies TransactionStatus[];

async function recordPayment(db: Kysely<Database>, payment: PaymentUpdate): Promise<void> {
  if (!Number.isInteger(payment.amountMinor) || payment.amountMinor <= 0) {
    throw new InvalidPaymentError(`The amount ${payment.amountMinor} is not a positive number of cents.`);
  }
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
 * Records a verified provider event once: the event id is stored in the same database transaction as
 * its effects, so a redelivery (or two racing deliveries) changes nothing. Returns false for a duplicate.
 */
export async function recordPaymentEvent(db: Kysely<Database>, event: PaymentEvent): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      await insertPaymentEvent(trx, event.id, event.type);
      if (event.payment) await recordPayment(trx, event.payment);
    });
    return true;
  } catch (error) {
    if (await hasPaymentEvent(db, event.id)) return false;
    throw error;
  }
}
