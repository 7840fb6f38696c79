import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  /** user id */
  sub: string;
  /** auth session (refresh-token family) id */
  sid: string;
}

const ISSUER = 'zhijuan';
const AUDIENCE = 'zhijuan-web';

/** Signs and verifies access tokens (HS256 JWTs) with one installation key. */
export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly accessTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims, now = Date.now()): Promise<string> {
    const iat = Math.floor(now / 1000);
    return new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.accessTtlSeconds)
      .sign(this.key);
  }

  /**
   * A ticket for one thing (`subject`, e.g. a file of a resource) until `ttlSeconds` from now: put in a
   * URL where no header can go (<video src>, <img src>, pdf.js range requests). Signed with the same key
   * as access tokens, so every server process accepts every other's tickets.
   */
  signTicket(subject: string, ttlSeconds: number, now = Date.now()): string {
    const exp = Math.floor(now / 1000) + ttlSeconds;
    return `${exp}.${this.ticketMac(subject, exp)}`;
  }

  /** True for a ticket `signTicket` made for this subject that has not expired. */
  verifyTicket(ticket: string, subject: string, now = Date.now()): boolean {
    const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
    if (!m) return false;
    const exp = Number(m[1]);
    if (exp * 1000 < now) return false;
    const want = Buffer.from(this.ticketMac(subject, exp));
    const got = Buffer.from(m[2] as string);
    return want.length === got.length && timingSafeEqual(want, got);
  }

  private ticketMac(subject: string, exp: number): string {
    return createHmac('sha256', this.key).update(`ticket:${subject}:${exp}`).digest('base64url');
  }

  /** Returns the claims, or null for a token that is malformed, forged or expired. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { sub: payload.sub, sid: payload.sid };
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}

/** An opaque refresh token: 32 random bytes, URL-safe. Only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
