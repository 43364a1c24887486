import { z } from 'zod';
import { defineCall } from '../define';
import { emptySuccess, success } from '../envelope';
import { currentUser } from '../entities/user';
import { email, newPassword, optionalFlag, requiredSecret, requiredText, timestamp } from '../fields';
import { loginSteps, secondFactorMethods } from '../constants';
import { authCalls as endpoints } from '../endpoints/auth';

export const credentials = z.object({
  username: requiredText('Email', 254),
  password: requiredSecret('Password'),
});

export const tokenPayload = {
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: currentUser,
};
export const tokenReply = success(tokenPayload);

/** A finished admin sign-in (the login without a second factor, or its second step). */
export const signedInReply = success({ step: z.literal('signed_in'), ...tokenPayload });

/**
 * The admin login's reply, by `step`: `signed_in` (the token, as before), `second_factor` (a challenge token
 * for POST /api/auth/second-factor and the methods the admin has) or `enrol` (the owner requires a second
 * factor and the admin has none: a challenge token for the enrolment calls). One object with the keys of
 * each step optional, as every reply of the contract is an object.
 */
export const loginReply = success({
  step: z.enum(loginSteps),
  access_token: z.string().optional(),
  token_type: z.literal('bearer').optional(),
  user: currentUser.optional(),
  challenge_token: z.string().optional(),
  methods: z.array(z.enum(secondFactorMethods)).optional(),
  expires_at: timestamp.optional(),
});

/** A reset link's token, as the e-mail's link carries it (in the body, never in a logged URL). */
const resetToken = z.object({ token: z.string().min(1, 'Invalid link').max(100, 'Invalid link') });

/** Admin sign-in, current user and sign-out; a forgotten password reset by e-mail. */
export const authCalls = {
  login: defineCall({
    ...endpoints.login,
    summary:
      'Admin sign-in with e-mail (username) and password; non-admins get 401. The token lives ADMIN_SESSION_HOURS ' +
      '(12 by default), or TOKEN_TTL_HOURS with `remember` true. Too many attempts give 429 with Retry-After. ' +
      'An admin with a second factor (or required to set one up) gets a challenge token instead (`step`).',
    body: credentials.extend({ remember: optionalFlag('Remember me') }),
    reply: loginReply,
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
  forgotPassword: defineCall({
    ...endpoints.forgotPassword,
    summary:
      'Sends an admin a link to set a new password (30 minutes, single use). The reply is the same whether or not ' +
      "the address is an admin's, and the mail goes out after it. Too many requests from one address give 429.",
    body: z.object({ email: email() }),
    reply: emptySuccess,
  }),
  checkResetLink: defineCall({
    ...endpoints.checkResetLink,
    summary:
      'Whether a reset link still opens (before the form is shown): refusals reset_link_invalid, _expired, _used.',
    body: resetToken,
    reply: emptySuccess,
  }),
  resetPassword: defineCall({
    ...endpoints.resetPassword,
    summary:
      'Sets a new password with a reset link: ends every session of the admin, clears the failed sign-ins that ' +
      'locked the account, and uses the link up.',
    body: resetToken.extend({
      new_password: newPassword('New Password'),
      confirm_password: z.string({ error: 'Confirm New Password is required' }).max(200),
    }),
    reply: emptySuccess,
  }),
};
