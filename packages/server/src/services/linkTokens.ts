import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens of links sent to people (export downloads, invitations): 32 random bytes, base64url, handed out
 * once; only their SHA-256 is stored, so the database alone opens nothing.
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
