import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface TokenClaims {
  userId: string;
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** HS256 JWTs with an expiry and an id; logout stores the id as revoked until the token expires. */
export class TokenService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  issue(userId: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.secret);
  }

  /** The claims of a valid, unexpired, unrevoked token; null otherwise. */
  async verify(token: string): Promise<TokenClaims | null> {
    let claims: TokenClaims;
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      if (!payload.sub || !payload.jti || !payload.exp) return null;
      claims = { userId: payload.sub, jti: payload.jti, exp: payload.exp };
    } catch {
      return null;
    }
    const revoked = await this.db
      .selectFrom('revoked_tokens')
      .select('jti')
      .where('jti', '=', claims.jti)
      .executeTakeFirst();
    return revoked ? null : claims;
  }

  async revoke(claims: TokenClaims): Promise<void> {
    const nowIso = new Date().toISOString();
    // Expired revocations are useless: purge them whenever a new one is written.
    await this.db.deleteFrom('revoked_tokens').where('expires_at', '<', nowIso).execute();
    await this.db
      .insertInto('revoked_tokens')
      .values({ jti: claims.jti, expires_at: new Date(claims.exp * 1000).toISOString() })
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
  }
}
