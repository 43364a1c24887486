import { z } from 'zod';
import { defineCall } from '../define';
import { emptySuccess } from '../envelope';
import { email, requiredText } from '../fields';
import { credentials, tokenReply } from './auth';
import { accountCalls as endpoints } from '../endpoints/account';

/** End-user self service under the app's auth base `/api/app`. */
export const accountCalls = {
  signup: defineCall({
    ...endpoints.signup,
    body: z.object({
      name: requiredText('Name'),
      email: email(),
      password: z
        .string({ error: 'Password is required' })
        .min(8, 'Password must be at least 8 characters')
        .max(200, 'Password must be at most 200 characters'),
      device: requiredText('Device', 32).toLowerCase(),
    }),
    summary:
      'Creates an end-user account; the caller then signs in with POST /api/app/login. An address that ' +
      'already has an account (any role) is never changed and gets the same reply, as fast: the answer does ' +
      'not say who has an account. SIGNUP_RATE_LIMIT signups per address and hour.',
    reply: emptySuccess,
  }),
  login: defineCall({
    ...endpoints.login,
    body: credentials,
    reply: tokenReply,
  }),
  deleteAccount: defineCall({
    ...endpoints.deleteAccount,
    summary: "Deletes the caller's account and personal data; transactions stay, detached.",
    reply: emptySuccess,
  }),
};
