import { allCalls } from '@bible-admin/contract';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * The paths whose `{token}` is a credential (an export's download link): what comes before the token, as a
 * pattern (other parameters any one segment).
 */
const tokenPaths = allCalls
  .filter((call) => call.path.includes('{token}'))
  .map((call) => {
    const before = call.path.slice(0, call.path.indexOf('{token}'));
    return new RegExp(`^(${escaped(before).replace(/\{\w+\}/g, '[^/?#]+')})[^/?#]+`);
  });

/**
 * A query parameter that carries a credential: a token of any kind (`?token=` of the account-deletion,
 * reset and invitation links, `access_token`), by its name.
 */
const tokenParameter = /([?&][^=&#]*token[^=&#]*=)[^&#]*/gi;

/**
 * A request's URL as it may be logged: a link's token replaced, in its path or its query (the path and the
 * other parameters kept, so the log still says what was asked).
 */
export function loggableUrl(url: string): string {
  return tokenPaths
    .reduce((logged, pattern) => logged.replace(pattern, '$1[redacted]'), url)
    .replace(tokenParameter, '$1[redacted]');
}

/** Fastify's request line in the log (its own fields), with the URL as `loggableUrl` gives it. */
function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's logger options with no token in a logged URL, whatever the caller passed. */
export function redactingLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: loggedRequest } };
}
