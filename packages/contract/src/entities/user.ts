import { z } from 'zod';
import { locales } from '../constants';
import { adminRoles } from '../permissions';
import { recordVersion, timestamp } from '../fields';

export const roles = ['admin', 'user'] as const;
export type Role = (typeof roles)[number];

/** An account as the admin sees it (never the password hash). */
export const user = z.object({
  _id: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  profile_pic: z.string().nullable(),
  /** Active, Pending, or another value shown raw. */
  status: z.string(),
  /** Plan name; null means Free. */
  plan: z.string().nullable(),
  plan_id: z.string().nullable(),
  /** As the app sent it at signup, lower-cased ('ios', 'ipad', 'android'…); any value is kept and shown. */
  device: z.string().nullable(),
  created_at: timestamp,
});
export type User = z.infer<typeof user>;

/** The signed-in account as it sees itself (login, current user, its own profile): a user with its preferences. */
export const currentUser = user.extend({
  /** The admin's language, kept with the account so it follows them to another browser. */
  locale: z.enum(locales),
  /** Of the profile (names and picture), which update-profile takes back. */
  version: recordVersion,
  /** An admin's role on the team, read per request (null for an end user): the app shows what it allows. */
  admin_role: z.enum(adminRoles).nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;
