import type { Kysely } from 'kysely';
import { toNumber } from '../db/portable';
import type { Database } from '../db/schema';
import { insertPlan, type PlanInput } from '../repositories/plans';
import { updateGeneralSettings } from '../repositories/settings';
import { insertTransaction } from '../repositories/transactions';
import { insertUser } from '../repositories/users';
import { hashPassword } from '../services/passwords';
import { seededRandom } from './random';

/** Every demo end user signs in with this password (for the account-deletion page). */
export const DEMO_USER_PASSWORD = 'demo-password';

/** Hebrew first names go with Hebrew surnames, English with English. */
export const NAMES = [
  {
    first: ['נועה', 'איתי', 'מיכל', 'יונתן', 'שירה', 'תמר', 'אורי'],
    last: ['כהן', 'לוי', 'מזרחי', 'פרץ', 'ביטון', 'אברהם'],
  },
  {
    first: ['David', 'Sarah', 'Michael', 'Rachel', 'Daniel', 'Emily', 'Joshua'],
    last: ['Miller', 'Cohen', 'Levy', 'Goldberg', 'Friedman', 'Katz'],
  },
];
export const DEVICES = ['ios', 'ios', 'android', 'android', 'android', 'ipad', 'tablet', 'web'];
export const STATUSES = ['Active', 'Active', 'Active', 'Pending', 'Inactive'];
export const PAYMENT_METHODS = ['card', 'visa', 'mastercard', 'amex', 'paypal'];
export const TX_STATUSES = ['succeeded', 'succeeded', 'succeeded', 'pending', 'failed'];

export const PLANS: PlanInput[] = [
  {
    name: 'Basic',
    price: 4.99,
    duration: 'monthly',
    status: 'active',
    features: {
      'Audio Bible with professional narration': true,
      'Download the audio Bible for offline use': false,
    },
  },
  {
    name: 'Premium',
    price: 49.99,
    duration: 'yearly',
    status: 'active',
    features: {
      'Audio Bible with professional narration': true,
      'Download the audio Bible for offline use': true,
      'Study mode': true,
    },
  },
  {
    name: 'Lifetime',
    price: 99.99,
    duration: 'unlimited',
    status: 'inactive',
    features: {
      'Audio Bible with professional narration': true,
      'Download the audio Bible for offline use': true,
    },
  },
];

const DAY = 24 * 3600 * 1000;

/** True when there is nothing but admins: no end users, plans or transactions. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const count = async (table: 'plans' | 'transactions') =>
    toNumber(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const users = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('role', '=', 'user')
    .executeTakeFirstOrThrow();
  return toNumber(users.n) === 0 && (await count('plans')) === 0 && (await count('transactions')) === 0;
}

/**
 * Three plans, 40 end users (Hebrew and English names, every device and status), 80 transactions of
 * every status in USD and ILS, and contact settings. Same data for the same seed; dates count back from `now`.
 */
export async function loadDemoData(
  db: Kysely<Database>,
  { seed = 20250703, now = Date.now() } = {},
): Promise<void> {
  const random = seededRandom(seed);
  const passwordHash = await hashPassword(DEMO_USER_PASSWORD);
  const plans = [];
  for (const [i, plan] of PLANS.entries()) {
    plans.push(await insertPlan(db, plan, new Date(now - (500 - i) * DAY).toISOString()));
  }

  const users = [];
  for (let i = 0; i < 40; i++) {
    const names = random.pick(NAMES);
    const first = random.pick(names.first);
    const last = random.pick(names.last);
    const plan = random.next() < 0.4 ? null : random.pick(plans);
    users.push(
      await insertUser(db, {
        role: 'user',
        name: `${first} ${last}`,
        first_name: first,
        last_name: last,
        email: `user${String(i + 1).padStart(2, '0')}@example.com`,
        password_hash: passwordHash,
        status: random.pick(STATUSES),
        plan_id: plan?.id ?? null,
        device: random.pick(DEVICES),
        created_at: new Date(now - random.int(1, 400) * DAY - random.int(0, DAY)).toISOString(),
      }),
    );
  }

  for (let i = 0; i < 80; i++) {
    const user = random.pick(users);
    const plan = random.pick(plans);
    const currency = random.next() < 0.6 ? 'usd' : 'ils';
    // In shekels, the dollar price × 3.7 rounded to whole shekels.
    const priceMinor =
      currency === 'usd' ? plan.price_minor : Math.round((plan.price_minor * 3.7) / 100) * 100;
    await insertTransaction(db, {
      user_id: user.id,
      plan_id: plan.id,
      amount_minor: priceMinor,
      currency,
      status: random.pick(TX_STATUSES),
      payment_method: random.pick(PAYMENT_METHODS),
      created_at: new Date(now - random.int(0, 365) * DAY - random.int(0, DAY)).toISOString(),
    });
  }

  await updateGeneralSettings(db, {
    contact_number: '+972-3-555-0100',
    contact_email: 'support@example.com',
    // Published on the Hebrew support page, so written in Hebrew.
    description:
      'שאלות על האפליקציה, על המנוי או על החשבון שלכם? כתבו או התקשרו אלינו, ונענה תוך יום עסקים אחד.',
  });
}
