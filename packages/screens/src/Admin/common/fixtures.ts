import type { Transaction, User } from '@bible-admin/contract';

/** Story fixtures shared by the admin screens: fixed data, no randomness (the pictures must not change). */

const baseUser: User = {
  _id: 'u1',
  name: 'Moshe Cohen',
  first_name: 'Moshe',
  last_name: 'Cohen',
  email: 'moshe.cohen@example.com',
  role: 'user',
  profile_pic: null,
  status: 'Active',
  plan: 'Premium',
  plan_id: 'p1',
  device: 'ios',
  created_at: '2025-07-03T10:15:00.000Z',
};

export const users: User[] = [
  baseUser,
  {
    ...baseUser,
    _id: 'u2',
    name: 'שרה לוי',
    first_name: 'שרה',
    last_name: 'לוי',
    email: 'sarah.levi@example.co.il',
    status: 'Pending',
    plan: null,
    plan_id: null,
    device: 'android',
    created_at: '2025-06-28T08:00:00.000Z',
  },
  {
    ...baseUser,
    _id: 'u3',
    name: 'David Mizrahi',
    first_name: 'David',
    last_name: 'Mizrahi',
    email: 'david.m@example.com',
    plan: 'Yearly',
    device: 'ipad',
    created_at: '2025-05-14T16:30:00.000Z',
  },
  {
    ...baseUser,
    _id: 'u4',
    name: 'Ruth Peretz',
    first_name: 'Ruth',
    last_name: 'Peretz',
    email: 'ruth.peretz@example.com',
    status: 'Blocked',
    plan: null,
    plan_id: null,
    device: 'tablet',
    created_at: '2025-02-02T12:00:00.000Z',
  },
  {
    ...baseUser,
    _id: 'u5',
    name: 'יוסף ביטון',
    first_name: 'יוסף',
    last_name: 'ביטון',
    email: 'yosef@example.co.il',
    plan: 'Premium',
    device: 'windows-phone',
    created_at: '2025-01-20T09:45:00.000Z',
  },
];

const FIRST = ['Moshe', 'Sarah', 'David', 'Ruth', 'Yosef', 'Miriam', 'Aharon', 'Leah'];
const LAST = ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Friedman', 'Azulay'];
const DEVICES = ['ios', 'android', 'ipad', 'tablet'];
const STATUSES = ['Active', 'Active', 'Pending', 'Active', 'Blocked'];

/** A page of generated users, numbered from `offset` (a page of 200 for the smoothness story). */
export function manyUsers(count: number, offset = 0): User[] {
  return Array.from({ length: count }, (_, k) => {
    const i = offset + k;
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[i % LAST.length]!;
    return {
      ...baseUser,
      _id: `user-${i + 1}`,
      name: `${first} ${last}`,
      first_name: first,
      last_name: last,
      email: `user${i + 1}@example.com`,
      status: STATUSES[i % STATUSES.length]!,
      plan: i % 3 === 0 ? 'Premium' : null,
      plan_id: i % 3 === 0 ? 'p1' : null,
      device: DEVICES[i % DEVICES.length]!,
      created_at: new Date(Date.UTC(2025, 6, 3) - i * 3_600_000).toISOString(),
    };
  });
}

const payer = (user: User) => ({
  _id: user._id,
  name: user.name,
  email: user.email,
  profile_pic: user.profile_pic,
});

export const transactions: Transaction[] = [
  {
    _id: 'pi_3PqL9x2eZvKYlo2C1a',
    amount: 9.99,
    currency: 'usd',
    status: 'succeeded',
    payment_method: 'visa',
    created_at: '2025-07-03T14:05:00.000Z',
    user_details: payer(users[0]!),
  },
  {
    _id: 'pi_3PqK1b2eZvKYlo2C7d',
    amount: 34.9,
    currency: 'ils',
    status: 'succeeded',
    payment_method: 'mastercard',
    created_at: '2025-07-01T09:20:00.000Z',
    user_details: payer(users[1]!),
  },
  {
    _id: 'pi_3PpZ8c2eZvKYlo2C4e',
    amount: 99.99,
    currency: 'usd',
    status: 'pending',
    payment_method: 'amex',
    created_at: '2025-06-28T18:45:00.000Z',
    user_details: payer(users[2]!),
  },
  {
    _id: 'pi_3PoY7d2eZvKYlo2C9f',
    amount: 1234.5,
    currency: 'usd',
    status: 'failed',
    payment_method: 'paypal',
    created_at: '2025-06-14T07:10:00.000Z',
    user_details: payer(users[4]!),
  },
  {
    _id: 'pi_3PnX6e2eZvKYlo2C2g',
    amount: 9.99,
    currency: 'usd',
    status: 'succeeded',
    payment_method: 'visa',
    created_at: '2025-05-30T11:00:00.000Z',
    user_details: { _id: null, name: 'Deleted user', email: null, profile_pic: null },
  },
];

/** A page of generated transactions, numbered from `offset`. */
export function manyTransactions(count: number, offset = 0): Transaction[] {
  return Array.from({ length: count }, (_, k) => {
    const i = offset + k;
    const user = manyUsers(1, i)[0]!;
    return {
      _id: `pi_${String(i + 1).padStart(8, '0')}`,
      amount: i % 4 === 1 ? 34.9 : 9.99,
      currency: i % 4 === 1 ? 'ils' : 'usd',
      status: 'succeeded',
      payment_method: ['visa', 'mastercard', 'amex'][i % 3]!,
      created_at: new Date(Date.UTC(2025, 6, 3) - i * 3_600_000).toISOString(),
      user_details: payer(user),
    };
  });
}
