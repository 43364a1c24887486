import { z } from 'zod';
import { timestamp } from '../fields';

/** The payer as a transaction shows it; a deleted account appears with `_id` null and name 'Deleted user'. */
export const userDetails = z.object({
  _id: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  profile_pic: z.string().nullable(),
});
export type UserDetails = z.infer<typeof userDetails>;

export const transaction = z.object({
  _id: z.string(),
  /** In major units (9.99). */
  amount: z.number(),
  /** Lower-case ISO code as the payment provider sends it ('usd', 'ils'). */
  currency: z.string(),
  /** succeeded, pending, failed, mismatch (paid, but not the price of the plan it names; anything else is shown as failed). */
  status: z.string(),
  payment_method: z.string(),
  created_at: timestamp,
  user_details: userDetails,
});
export type Transaction = z.infer<typeof transaction>;
