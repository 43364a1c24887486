import { z } from 'zod';
import { locales, secondFactorKinds } from '../constants';
import { timestamp } from '../fields';
import { adminRoles } from '../permissions';

export const teamMemberStatuses = ['active', 'deactivated'] as const;

/** An admin on the team page. */
export const teamMember = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(adminRoles),
  status: z.enum(teamMemberStatuses),
  last_sign_in_at: timestamp.nullable(),
  /** The second factors the admin has set up (issue 32). */
  second_factors: z.array(z.enum(secondFactorKinds)),
});
export type TeamMember = z.infer<typeof teamMember>;

/** A pending invitation (accepted, revoked and expired ones are not listed; an expired one says so). */
export const invitation = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(adminRoles),
  locale: z.enum(locales),
  expires_at: timestamp,
  created_at: timestamp,
});
export type Invitation = z.infer<typeof invitation>;
