import { createHash, timingSafeEqual } from 'node:crypto';
import { bearerOf } from '../http/auth';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the `Authorization` header carries `Bearer <token>`. Compared in constant time, as digests of
 * equal length, so the time taken tells nothing of how much of a guess was right (nor of the length).
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  return timingSafeEqual(digest(bearerOf(authorization) ?? ''), digest(token));
}
