import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from './errors';

/** Login attempts per client address and account, so one attacker cannot lock everyone out. */
export function loginRateLimit(config: Config) {
  return {
    rateLimit: {
      max: config.loginRateLimit.max,
      timeWindow: config.loginRateLimit.windowMs,
      keyGenerator: (request: FastifyRequest) => {
        const username = (request.body as { username?: unknown } | undefined)?.username;
        return `login|${request.ip}|${typeof username === 'string' ? username.trim().toLowerCase() : ''}`;
      },
      errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
        new HttpError(
          429,
          'Too many login attempts',
          `Too many login attempts. Please try again in ${context.after}.`,
        ),
    },
  };
}
