import { LIMITS } from '@resume/core';
import { errors, jwtVerify, SignJWT } from 'jose';

/** `sid` names the sign-in (refresh-token family) the token belongs to, so "other sessions" can be told apart. */
export type AccessClaims = { sub: string; guest: boolean; sid?: string };

/** Signs and verifies the short-lived JWT access tokens (HS256; the client reads `exp`). */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds = LIMITS.accessTokenMinutes * 60,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ guest: claims.guest, typ: 'access', ...(claims.sid ? { sid: claims.sid } : {}) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token, or null for anything else. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.typ !== 'access' || typeof payload.sub !== 'string') return null;
      return {
        sub: payload.sub,
        guest: payload.guest === true,
        ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
