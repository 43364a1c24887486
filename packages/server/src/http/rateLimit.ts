import type { FastifyRequest } from 'fastify';
import type { Config, RateRule } from '../config';
import { recordAudit } from '../services/audit';
import { actorOf } from './actor';
import { HttpError } from './errors';

/** A named limit: its rule and the words of its 429. */
export interface Limit {
  name:
    | 'login'
    | 'login_account'
    | 'login_address'
    | 'signup'
    | 'password_check'
    | 'password_reset'
    | 'password_reset_account'
    | 'webhook';
  rule: RateRule;
  /** The 429's message, e.g. 'Too many login attempts'. */
  message: string;
}

const inMinutes = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/** An e-mail-looking account name for the log; anything else (a password typed in the wrong box) is left out. */
export const loggableAccount = (username: string | undefined) => {
  const value = username?.trim().toLowerCase() ?? '';
  return /^[^\s@]{1,64}@[^\s@]{1,190}$/.test(value) ? value : null;
};

/**
 * The 429 for a limit that is reached. The first refusal of each window leaves an 'auth.rate_limited'
 * audit event (address, limit, account when e-mail-like), so a flood of refusals is one trace, not thousands.
 */
async function refuse(request: FastifyRequest, limit: Limit, key: string, resetAt: number, account?: string) {
  const { rateLimits, db } = request.server.deps;
  const refusals = await rateLimits.increment(`${key}|refused`, Math.max(1, resetAt - Date.now()));
  if (refusals.count === 1) {
    const email = loggableAccount(account);
    await recordAudit(
      db,
      { ...actorOf(request), ...(email && !request.auth ? { email } : {}) },
      {
        type: 'auth.rate_limited',
        summary: { limit: limit.name, max: limit.rule.max, window_minutes: limit.rule.windowMs / 60_000 },
      },
    );
  }
  const wait = resetAt - Date.now();
  request.server.log.warn({ limit: limit.name, ip: request.ip }, 'rate limit reached');
  throw new HttpError(
    429,
    'rate_limited',
    limit.message,
    `${limit.message}. Please try again in ${inMinutes(wait)}.`,
    undefined,
    {
      'retry-after': String(Math.max(1, Math.ceil(wait / 1000))),
    },
  );
}

/** Counts this attempt under `key`; 429 once the count passes the limit. */
export async function consumeLimit(request: FastifyRequest, limit: Limit, key: string, account?: string) {
  const window = await request.server.deps.rateLimits.increment(`${limit.name}|${key}`, limit.rule.windowMs);
  if (window.count > limit.rule.max)
    await refuse(request, limit, `${limit.name}|${key}`, window.resetAt, account);
}

/** Counts this attempt under `key` and says whether it is within the limit, refusing nothing (a silent limit). */
export async function withinLimit(request: FastifyRequest, limit: Limit, key: string): Promise<boolean> {
  const window = await request.server.deps.rateLimits.increment(`${limit.name}|${key}`, limit.rule.windowMs);
  return window.count <= limit.rule.max;
}

/**
 * Forgets an account's failed sign-ins, across addresses and from this one (a completed password reset):
 * the lock they put on the account ends with it.
 */
export async function clearLoginFailures(request: FastifyRequest, account: string): Promise<void> {
  const { config, rateLimits } = request.server.deps;
  const limits = limitsOf(config);
  await rateLimits.clear([
    `${limits.loginAccount.name}|${account}`,
    `${limits.login.name}|${request.ip}|${account}`,
  ]);
}

/** A limit on failures and the key it counts under (an account, an address). */
export interface FailureGuard {
  limit: Limit;
  key: string;
}

/**
 * Runs an attempt whose failures are limited. Each guard counts the attempt before it runs, so attempts made
 * at once cannot all pass the check before the first failure is counted (a burst of guesses at one account);
 * past a limit, 429. The counts are given back unless the attempt reports that it failed (`failed()`): a
 * success, or a refusal for another reason, costs nothing.
 */
export async function withFailureLimits<T>(
  request: FastifyRequest,
  guards: readonly FailureGuard[],
  account: string | undefined,
  attempt: (failed: () => void) => Promise<T>,
): Promise<T> {
  const store = request.server.deps.rateLimits;
  const counted: string[] = [];
  let failure = false;
  try {
    for (const { limit, key } of guards) {
      const name = `${limit.name}|${key}`;
      const window = await store.increment(name, limit.rule.windowMs);
      counted.push(name);
      if (window.count > limit.rule.max) await refuse(request, limit, name, window.resetAt, account);
    }
    return await attempt(() => {
      failure = true;
    });
  } finally {
    if (!failure) for (const name of counted) await store.release(name);
  }
}

/** The server's limits, from the configuration. */
export function limitsOf(config: Config) {
  return {
    /** Every login attempt, per address and account: one attacker cannot lock an account for everyone. */
    login: { name: 'login', rule: config.loginRateLimit, message: 'Too many login attempts' },
    /** Failed logins per account across addresses: guesses spread over many addresses. */
    loginAccount: {
      name: 'login_account',
      rule: config.loginAccountRateLimit,
      message: 'Too many login attempts',
    },
    /**
     * Failed logins per address across accounts: one password sprayed over many accounts. A ceiling well
     * above the per-account limits, so an address that failed on some accounts (a shared office address)
     * still signs in the others.
     */
    loginAddress: {
      name: 'login_address',
      rule: config.loginAddressRateLimit,
      message: 'Too many login attempts',
    },
    /** Signups per address, roomier than logins (a family or a class signing up together). */
    signup: { name: 'signup', rule: config.signupRateLimit, message: 'Too many signups' },
    /** Wrong current passwords per account on change-password (a stolen session guessing it). */
    passwordCheck: {
      name: 'password_check',
      rule: config.passwordAttemptLimit,
      message: 'Too many wrong passwords',
    },
    /** "Forgot password?" requests per address. */
    passwordReset: {
      name: 'password_reset',
      rule: config.passwordResetRateLimit,
      message: 'Too many password reset requests',
    },
    /** Reset e-mails per account: past it, the same answer and no mail (`withinLimit`), so nothing is revealed. */
    passwordResetAccount: {
      name: 'password_reset_account',
      rule: config.passwordResetAccountLimit,
      message: 'Too many password reset requests',
    },
    /** Unsigned, forged or malformed webhook calls per address: Stripe's own calls verify and never count. */
    webhook: { name: 'webhook', rule: config.webhookFailureLimit, message: 'Too many invalid webhook calls' },
  } satisfies Record<string, Limit>;
}
