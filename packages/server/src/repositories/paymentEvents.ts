import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../db/portable';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Records a provider event's id; a second insert of the same id fails (the primary key). */
export async function insertPaymentEvent(db: Db, id: string, type: string): Promise<void> {
  await db.insertInto('payment_events').values({ id, type, received_at: nowIso() }).execute();
}

export async function hasPaymentEvent(db: Db, id: string): Promise<boolean> {
  return (
    (await db.selectFrom('payment_events').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}
