import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database, UsersTable } from '../db/schema';
import { revokeToken } from '../repositories/revokedTokens';
import { endSessions, insertSession, touchSession } from '../repositories/sessions';
import { findTokenAccount, type TokenSession, type UserRow } from '../repositories/users';

export interface TokenClaims {
  userId: string;
  jti: string;
  /** The session the token belongs to; null for tokens issued before sessions existed (migration 026). */
  sessionId: string | null;
  /** The account's security stamp when the token was issued (null: none yet). */
  stamp: string | null;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Why a signature-valid token no longer opens its session (the app tells the admin which). */
export type SessionEnd = 'password_changed' | 'ended';

/** A token's account, claims and session, or why its session ended; null for anything else (bad, expired, signed out). */
export type Authentication =
  { user: UserRow; claims: TokenClaims; session: TokenSession | null } | { ended: SessionEnd } | null;

/** Where a sign-in came from, shown in the account's list of sessions. */
export interface SignInOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** A session's last activity is written at most once per step (a write per request would be a write per read). */
export const SESSION_ACTIVITY_STEP_MS = 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * HS256 JWTs with an expiry, an id, the account's security stamp and their session (`sid`). A sign-in starts a
 * session (a `sessions` row); a token opens its account while its session is open: signing out, ending it
 * by hand or a password change (every other session) ends it. A password change also renews the stamp, which
 * ends the tokens from before sessions, whose logout stores their id as revoked until they expire.
 */
export class TokenService {
  /** The secret imported once: given as bytes, jose imported it on every call (~60 µs of each request's 140). */
  private readonly key: Promise<CryptoKey>;

  constructor(
    private readonly db: Kysely<Database>,
    secret: Uint8Array,
    private readonly ttlSeconds: number,
    /** Milliseconds since the epoch; tests pass their own clock. */
    private readonly now: () => number = Date.now,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  /**
   * Starts a session for the account (the sign-in entered its password: that counts as a confirmation) and
   * returns its first token, valid `ttlSeconds` (by default the service's lifetime).
   */
  async signIn(
    user: Pick<UsersTable, 'id' | 'security_stamp'>,
    origin: SignInOrigin,
    ttlSeconds = this.ttlSeconds,
  ): Promise<string> {
    const now = this.now();
    const exp = Math.floor(now / 1000) + ttlSeconds;
    const sessionId = randomUUID();
    await insertSession(
      this.db,
      {
        id: sessionId,
        user_id: user.id,
        created_at: iso(now),
        last_active_at: iso(now),
        expires_at: iso(exp * 1000),
        ip: origin.ip,
        user_agent: origin.userAgent?.slice(0, 512) ?? null,
        password_confirmed_at: iso(now),
        ended_at: null,
        end_reason: null,
      },
      iso(now),
    );
    return this.sign(user, sessionId, exp);
  }

  /**
   * A new token for the session `claims` belong to, until the same expiry: after a password change (which
   * renewed the stamp) the session that made it goes on. A token from before sessions gets a session now.
   */
  async renew(
    user: Pick<UsersTable, 'id' | 'security_stamp'>,
    claims: TokenClaims,
    origin: SignInOrigin,
  ): Promise<string> {
    if (!claims.sessionId) return this.signIn(user, origin, claims.exp - Math.floor(this.now() / 1000));
    return this.sign(user, claims.sessionId, claims.exp);
  }

  private async sign(user: Pick<UsersTable, 'id' | 'security_stamp'>, sessionId: string, exp: number) {
    return new SignJWT({ stamp: user.security_stamp, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti(randomUUID())
      .setIssuedAt(Math.floor(this.now() / 1000))
      .setExpirationTime(exp)
      .sign(await this.key);
  }

  /**
   * The account a valid, unexpired token of an open session was issued to, with its claims and session;
   * `ended` when its session was ended by hand or by a password change (or, for a token from before
   * sessions, its stamp changed); null otherwise (bad, expired, signed out, the account or session gone).
   */
  async authenticate(token: string): Promise<Authentication> {
    let claims: TokenClaims;
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      if (!payload.sub || !payload.jti || !payload.exp) return null;
      // Tokens from before stamps existed have none, like their accounts until a password change.
      const stamp = typeof payload.stamp === 'string' ? payload.stamp : null;
      const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
      claims = { userId: payload.sub, jti: payload.jti, sessionId, stamp, exp: payload.exp };
    } catch {
      return null;
    }
    const account = await findTokenAccount(this.db, claims.userId, claims.jti, claims.sessionId);
    if (!account || account.revoked) return null;
    const { session } = account;
    if (claims.sessionId) {
      if (!session) return null;
      if (session.end_reason === 'signed_out') return null;
      if (session.end_reason) return { ended: session.end_reason };
    }
    if (account.user.security_stamp !== claims.stamp) return { ended: 'password_changed' };
    if (session) await this.touch(session);
    return { user: account.user, claims, session };
  }

  /** Notes the session's activity, at most once per SESSION_ACTIVITY_STEP_MS. */
  private async touch(session: TokenSession): Promise<void> {
    const now = this.now();
    if (now - Date.parse(session.last_active_at) < SESSION_ACTIVITY_STEP_MS) return;
    await touchSession(this.db, session.id, iso(now), iso(now - SESSION_ACTIVITY_STEP_MS));
  }

  /** Signs out: ends the token's session (a token from before sessions: its id is revoked until it expires). */
  async revoke(claims: TokenClaims): Promise<void> {
    if (claims.sessionId) {
      await endSessions(this.db, claims.userId, 'signed_out', iso(this.now()), { only: claims.sessionId });
      return;
    }
    await revokeToken(this.db, claims.jti, new Date(claims.exp * 1000));
  }
}
