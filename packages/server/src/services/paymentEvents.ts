import type { Kysely } from 'kysely';
import { nowIso } from '../db/portable';
import type { Database } from '../db/schema';
import { findPlan } from '../repositories/plans';
import { findTransactionByRef, insertTransaction, updateTransaction } from '../repositories/transactions';
import { findUserByEmail, findUserById, updateUser } from '../repositories/users';
import type { PaymentEvent, PaymentUpdate } from './payments';

/** The payer: by our user id from metadata, else by e-mail; null when unknown. */
async function payerOf(db: Kysely<Database>, payment: PaymentUpdate): Promise<string | null> {
  const byId = payment.userId ? await findUserById(db, payment.userId) : undefined;
  const user = byId ?? (payment.email ? await findUserByEmail(db, payment.email) : undefined);
  return user?.id ?? null;
}

async function recordPayment(db: Kysely<Database>, payment: PaymentUpdate): Promise<void> {
  const userId = await payerOf(db, payment);
  const planId = payment.planId && (await findPlan(db, payment.planId)) ? payment.planId : null;
  const existing = await findTransactionByRef(db, payment.reference);
  if (existing) {
    // Events can arrive out of order: a late "processing" never undoes a success.
    const status = existing.status === 'succeeded' ? existing.status : payment.status;
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
      status: payment.status,
      payment_method: payment.paymentMethod,
      provider_ref: payment.reference,
      created_at: payment.createdAt,
    });
  }
  if (payment.status === 'succeeded' && userId && planId) await updateUser(db, userId, { plan_id: planId });
}

/**
 * Records a verified provider event once: the event id is stored in the same database transaction as
 * its effects, so a redelivery (or two racing deliveries) changes nothing. Returns false for a duplicate.
 */
export async function recordPaymentEvent(db: Kysely<Database>, event: PaymentEvent): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('payment_events')
        .values({ id: event.id, type: event.type, received_at: nowIso() })
        .execute();
      if (event.payment) await recordPayment(trx, event.payment);
    });
    return true;
  } catch (error) {
    const seen = await db
      .selectFrom('payment_events')
      .select('id')
      .where('id', '=', event.id)
      .executeTakeFirst();
    if (seen) return false;
    throw error;
  }
}
