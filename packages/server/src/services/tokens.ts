import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database, UsersTable } from '../db/schema';
import { revokeToken } from '../repositories/revokedTokens';
import { findTokenAccount, type UserRow } from '../repositories/users';

export interface TokenClaims {
  userId: string;
  jti: string;
  /** The account's security stamp when the token was issued (null: none yet). */
  stamp: string | null;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Why a signature-valid token no longer opens its session (the app tells the admin which). */
export type SessionEnd = 'password_changed';

/** A token's account and claims, or why its session ended; null for anything else (bad, expired, revoked). */
export type Authentication = { user: UserRow; claims: TokenClaims } | { ended: SessionEnd } | null;

/**
 * HS256 JWTs with an expiry, an id and the account's security stamp. Logout stores the id as revoked
 * until the token expires; a password change renews the stamp, which ends all the account's tokens.
 */
export class TokenService {
  /** The secret imported once: given as bytes, jose imported it on every call (~60 µs of each request's 140). */
  private readonly key: Promise<CryptoKey>;

  constructor(
    private readonly db: Kysely<Database>,
    secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  /** A token for the account, valid `ttlSeconds` (by default the service's lifetime). */
  async issue(
    user: Pick<UsersTable, 'id' | 'security_stamp'>,
    ttlSeconds = this.ttlSeconds,
  ): Promise<string> {
    return new SignJWT({ stamp: user.security_stamp })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(await this.key);
  }

  /**
   * The account a valid, unexpired, unrevoked token was issued to, with its claims; null otherwise and
   * when the account is gone; `ended` when its stamp changed since (a password change). The account and
   * the revocation are read in one query: every signed-in call pays for it.
   */
  async authenticate(token: string): Promise<Authentication> {
    let claims: TokenClaims;
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      if (!payload.sub || !payload.jti || !payload.exp) return null;
      // Tokens from before stamps existed have none, like their accounts until a password change.
      const stamp = typeof payload.stamp === 'string' ? payload.stamp : null;
      claims = { userId: payload.sub, jti: payload.jti, stamp, exp: payload.exp };
    } catch {
      return null;
    }
    const account = await findTokenAccount(this.db, claims.userId, claims.jti);
    if (!account || account.revoked) return null;
    if (account.user.security_stamp !== claims.stamp) return { ended: 'password_changed' };
    return { user: account.user, claims };
  }

  async revoke(claims: TokenClaims): Promise<void> {
    await revokeToken(this.db, claims.jti, new Date(claims.exp * 1000));
  }
}
