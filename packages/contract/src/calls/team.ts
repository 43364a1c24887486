import { z } from 'zod';
import { defineCall } from '../define';
import { emptySuccess, success } from '../envelope';
import { locales } from '../constants';
import { invitation, teamMember } from '../entities/team';
import { email, idParams, requiredSecret, requiredText } from '../fields';
import { adminRoles } from '../permissions';
import { teamCalls as endpoints } from '../endpoints/team';
import { tokenReply } from './auth';

const role = z.enum(adminRoles, { error: 'Role must be owner, editor or support' });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** The team: its admins and pending invitations (owner only), and the invitation page. */
export const teamCalls = {
  list: defineCall({
    ...endpoints.list,
    reply: success({ members: z.array(teamMember), invitations: z.array(invitation) }),
  }),
  invite: defineCall({
    ...endpoints.invite,
    summary:
      'Invites an address with a role: an e-mail with a link valid 72 hours, in `locale`. A mailer that fails ' +
      'is a 502 `mail_failed`; the invitation stays pending (resend it).',
    body: z.object({ email: email(), role, locale: z.enum(locales).default('en') }),
    reply: success({ data: invitation }),
  }),
  resend: defineCall({
    ...endpoints.resend,
    summary: 'A new link (the old one stops working), valid 72 hours from now.',
    params: idParams,
    reply: success({ data: invitation }),
  }),
  revoke: defineCall({ ...endpoints.revoke, params: idParams, reply: emptySuccess }),
  changeRole: defineCall({
    ...endpoints.changeRole,
    summary: 'Takes effect on the admin’s next request. The last active owner keeps the role.',
    params: idParams,
    body: z.object({ role }),
    reply: success({ data: teamMember }),
  }),
  deactivate: defineCall({
    ...endpoints.deactivate,
    summary: 'Ends every session of the admin at once; refused at sign-in until reactivated.',
    params: idParams,
    reply: success({ data: teamMember }),
  }),
  reactivate: defineCall({ ...endpoints.reactivate, params: idParams, reply: success({ data: teamMember }) }),
  remove: defineCall({ ...endpoints.remove, params: idParams, reply: emptySuccess }),
  invitation: defineCall({
    ...endpoints.invitation,
    summary: 'What a pending invitation is for; 410 with the reason when expired, used or revoked.',
    params: tokenParams,
    reply: success({ data: z.object({ email: z.string(), role, locale: z.enum(locales) }) }),
  }),
  accept: defineCall({
    ...endpoints.accept,
    summary: 'Creates the admin with a name and password and signs them in (single use).',
    params: tokenParams,
    body: z.object({
      first_name: requiredText('First Name'),
      last_name: requiredText('Last Name'),
      password: requiredSecret('Password'),
    }),
    reply: tokenReply,
  }),
};
