import { z } from 'zod';
import { defineCall } from '../define';
import { conflictOf, emptySuccess, success } from '../envelope';
import { idParams, optionalFlag, readVersion, recordVersion, requiredSecret } from '../fields';
import { twoFactorCalls as endpoints } from '../endpoints/twoFactor';
import { signedInReply, tokenPayload } from './auth';

/** The challenge token between the password and the second step (the login's reply gives it). */
const challengeToken = requiredSecret('Challenge token', 100);
/** A 6-digit authenticator code or a recovery code `xxxxx-xxxxx`: spaces and dashes are forgiven. */
const code = requiredSecret('Code', 40);

const recoveryCodes = z.array(z.string());
const totpSetupReply = success({
  /** Base32, for typing into an authenticator by hand. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code: `data:image/svg+xml;base64,…`. */
  qr_data_url: z.string(),
});

const securityPolicy = z.object({ require_two_factor: z.boolean(), version: recordVersion });

/** Two-factor sign-in (issue 32); the sign-in's first step is `authCalls.login`. */
export const twoFactorCalls = {
  secondFactor: defineCall({
    ...endpoints.secondFactor,
    summary:
      "The sign-in's second step with the login's challenge token: an authenticator code (±1 step of 30 s, " +
      'each step once) or a recovery code (once). Refusals: challenge_expired (expired, used or unknown ' +
      'token), invalid_code; wrong codes count toward the account’s sign-in limit (429 rate_limited).',
    body: z.object({ challenge_token: challengeToken, method: z.enum(['totp', 'recovery_code']), code }),
    reply: signedInReply,
  }),
  enrolTotpSetup: defineCall({
    ...endpoints.enrolTotpSetup,
    summary:
      "Starts an authenticator set-up with an `enrol` challenge token (the owner's policy requires a second " +
      'factor and the admin has none).',
    body: z.object({ challenge_token: challengeToken }),
    reply: totpSetupReply,
  }),
  enrolTotpConfirm: defineCall({
    ...endpoints.enrolTotpConfirm,
    summary: 'Confirms the set-up with a code: turns the authenticator on and finishes the sign-in.',
    body: z.object({ challenge_token: challengeToken, code }),
    reply: success({ recovery_codes: recoveryCodes, session: z.object(tokenPayload) }),
  }),
  security: defineCall({
    ...endpoints.security,
    summary: "The admin's own second factors and whether the owner requires one.",
    reply: success({
      totp: z.object({ enabled: z.boolean(), recovery_codes_left: z.number().int() }),
      required: z.boolean(),
    }),
  }),
  totpSetup: defineCall({
    ...endpoints.totpSetup,
    summary: 'A new authenticator secret to confirm; an active one stays until the new one is confirmed.',
    reply: totpSetupReply,
  }),
  totpConfirm: defineCall({
    ...endpoints.totpConfirm,
    summary:
      'Confirms the set-up with a code; replies with 10 new recovery codes, shown once. A wrong code: 400 invalid_code.',
    body: z.object({ code }),
    reply: success({ recovery_codes: recoveryCodes }),
  }),
  recoveryCodes: defineCall({
    ...endpoints.recoveryCodes,
    summary: 'Replaces every recovery code with 10 new ones (needs the authenticator on).',
    reply: success({ recovery_codes: recoveryCodes }),
  }),
  totpDisable: defineCall({
    ...endpoints.totpDisable,
    summary:
      'Turns the authenticator (and its recovery codes) off, with a current code or the password. Refused ' +
      "while the owner's policy requires a second factor (two_factor_required).",
    body: z
      .object({ code: code.optional(), password: requiredSecret('Password').optional() })
      .refine((body) => body.code !== undefined || body.password !== undefined, {
        message: 'Code or Password is required',
        path: ['code'],
      }),
    reply: emptySuccess,
  }),
  policy: defineCall({ ...endpoints.policy, reply: success({ data: securityPolicy }) }),
  updatePolicy: defineCall({
    ...endpoints.updatePolicy,
    summary:
      'Whether every admin must sign in with a second factor. While on, an admin without one is asked to set ' +
      'one up at sign-in, and a session made before is refused (403 two_factor_setup_required) but for set-up. ' +
      'Turning it on is refused (400 second_factor_first) to an owner without a factor of their own.',
    body: z.object({
      require_two_factor: optionalFlag('Require two-factor').pipe(z.boolean()),
      version: readVersion,
    }),
    reply: success({ data: securityPolicy }),
    conflict: conflictOf(securityPolicy),
  }),
  resetMember: defineCall({
    ...endpoints.resetMember,
    summary:
      "Removes another admin's second factors (authenticator, recovery codes) and ends their sessions. Needs a " +
      'recent password; refused for oneself (forbidden_self).',
    params: idParams,
    reply: emptySuccess,
  }),
};
