import { createHash, randomBytes } from 'node:crypto';

/** Only the SHA-256 of a link's token is stored: the database alone opens nothing. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A single-use link's random token (32 bytes, base64url): given out once, stored only as its hash. */
export const newLinkToken = () => randomBytes(32).toString('base64url');
