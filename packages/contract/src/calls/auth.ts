import { z } from 'zod';
import { defineCall } from '../define';
import { emptySuccess, success } from '../envelope';
import { currentUser } from '../entities/user';
import { optionalFlag, requiredSecret, requiredText } from '../fields';
import { authCalls as endpoints } from '../endpoints/auth';

export const credentials = z.object({
  username: requiredText('Email', 254),
  password: requiredSecret('Password'),
});

export const tokenReply = success({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: currentUser,
});

/** Admin sign-in, current user and sign-out. */
export const authCalls = {
  login: defineCall({
    ...endpoints.login,
    summary:
      'Admin sign-in with e-mail (username) and password; non-admins get 401. The token lives ADMIN_SESSION_HOURS ' +
      '(12 by default), or TOKEN_TTL_HOURS with `remember` true. Too many attempts give 429 with Retry-After.',
    body: credentials.extend({ remember: optionalFlag('Remember me') }),
    reply: tokenReply,
  }),
  currentUser: defineCall({
    ...endpoints.currentUser,
    reply: success({ current_user: currentUser }),
  }),
  logout: defineCall({
    ...endpoints.logout,
    summary: 'Revokes the token the call is made with.',
    reply: emptySuccess,
  }),
};
