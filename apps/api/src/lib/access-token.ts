import { LIMITS } from '@resume/core';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * `sid` names the sign-in (refresh-token family) the token belongs to: "other sessions" can be
 * told apart, and the token dies with its sign-in (logout, password change or reset).
 */
export type AccessClaims = { sub: string; guest: boolean; sid: string };

/**
 * Whether sign-ins are still live, remembered briefly so that not every request asks the database.
 *
 * A live answer is trusted for `liveMs`. The instance that ends a sign-in marks it ended here at
 * once, so its very next request with an old access token is refused. Other instances (several
 * api processes on one PostgreSQL) hear it through Redis when it is configured (see
 * session-broadcast.ts); without it they learn it from the database when their entry runs out, so
 * an ended sign-in's access token may work there for up to `liveMs` more (5 s), never 15 minutes.
 */
export class SessionCache {
  /** sid → live until (epoch ms), or `false` once ended. */
  private readonly entries = new Map<string, number | false>();

  constructor(
    private readonly liveMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** true or false when known, undefined when the database must be asked. */
  get(sid: string): boolean | undefined {
    const until = this.entries.get(sid);
    if (until === false) return false;
    return until !== undefined && until > Date.now() ? true : undefined;
  }

  remember(sid: string, live: boolean): void {
    // An ended sign-in never comes back: a check that raced with its end must not revive it.
    if (this.entries.get(sid) === false) return;
    this.put(sid, live ? Date.now() + this.liveMs : false);
  }

  private readonly listeners: ((sids: string[]) => void)[] = [];

  /** Ends these sign-ins here and tells whoever listens (the other instances). */
  end(sids: Iterable<string>): void {
    const ended = [...sids];
    this.endHere(ended);
    if (ended.length > 0) for (const listener of this.listeners) listener(ended);
  }

  /** Ends these sign-ins in this instance's view only (what another instance said). */
  endHere(sids: Iterable<string>): void {
    for (const sid of sids) this.put(sid, false);
  }

  onEnd(listener: (sids: string[]) => void): void {
    this.listeners.push(listener);
  }

  /** Re-inserts so the Map's order is oldest-written first, and drops the oldest beyond the bound. */
  private put(sid: string, value: number | false) {
    this.entries.delete(sid);
    this.entries.set(sid, value);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** Signs and verifies the short-lived JWT access tokens (HS256; the client reads `exp`). */
export class AccessTokens {
  /** Imported once: jose would import a raw secret again for every signature it checks. */
  private readonly key: ReturnType<typeof crypto.subtle.importKey>;
  /** This instance's view of which sign-ins are live (see SessionCache). */
  readonly sessions = new SessionCache();
  /**
   * Tokens whose signature was already checked, with their expiry: a client sends the same token
   * with every request for its whole life, and its signature cannot change meanwhile.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds = LIMITS.accessTokenMinutes * 60,
    private readonly maxVerified = 10_000,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ guest: claims.guest, typ: 'access', sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(await this.key);
  }

  /**
   * The claims of a well-signed, unexpired token, or null for anything else. Whether its sign-in
   * is still live is the caller's question (session-service's `verifyAccessToken`).
   */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known && known.expiresAtMs > Date.now()) return known.claims;
    const checked = await this.checkSignature(token);
    if (checked) this.rememberVerified(token, checked);
    return checked?.claims ?? null;
  }

  private async checkSignature(token: string) {
    try {
      // jose checks `exp` only when present: a token without one would never expire, so require it.
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub', 'sid'],
      });
      const { sub, sid, typ, guest, exp } = payload;
      if (typ !== 'access' || typeof sub !== 'string' || typeof sid !== 'string') return null;
      return { claims: { sub, guest: guest === true, sid }, expiresAtMs: exp! * 1000 };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  /** Beyond the bound the oldest goes: tokens all live equally long, so it is the first to expire. */
  private rememberVerified(token: string, entry: { claims: AccessClaims; expiresAtMs: number }) {
    this.verified.set(token, entry);
    if (this.verified.size > this.maxVerified) this.verified.delete(this.verified.keys().next().value!);
  }
}
