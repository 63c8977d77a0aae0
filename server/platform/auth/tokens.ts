import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import { knownRoles, type Role } from '../../../common/enums.js';

export const TOKEN_LIFETIME_S = 30 * 60;
export const REFRESH_WINDOW_MS = 12 * 60 * 60 * 1000;

export interface VerifiedToken {
  email: string;
  roles: Role[];
  preferredLanguage: string;
  fallbackLocale: string;
  mustResetPassword: boolean;
  exp: number;
  /** Derived: exp − lifetime, since the spec allows no `iat` claim. */
  issuedAtMs: number;
  /** The `sid` claim: the login session (`login_session`) the token belongs to. */
  sessionId: string;
}

export interface TokenSubject {
  email: string;
  roles: readonly string[];
  preferredLocale: string;
  fallbackLocale: string;
  credentialsNonExpired: boolean;
  tokensValidAfter: Date;
}

/** Verified tokens kept per process, least recently used dropped first (tokens live 30 minutes). */
const VERIFIED_CACHE_SIZE = 10_000;

export class TokenService {
  /**
   * Signature checks already done, by token string. A token's claims never change, so only the
   * expiry is checked again; revocation is the account state's job (account-state.ts).
   */
  private readonly verified = new LRUCache<string, VerifiedToken>({ max: VERIFIED_CACHE_SIZE });

  constructor(private readonly secret: Uint8Array) {}

  /**
   * Issues a 30-minute token of a login session. Its implied issue second is never before the
   * account's `tokensValidAfter`, so a token issued right after a revocation is valid while every
   * older one is not.
   */
  async issue(subject: TokenSubject, sessionId: string, now = Date.now()): Promise<string> {
    const issuedS = Math.max(Math.floor(now / 1000), Math.ceil(subject.tokensValidAfter.getTime() / 1000));
    return new SignJWT({
      authorities: knownRoles(subject.roles).join(' '),
      preferredLanguage: subject.preferredLocale,
      fallbackLocale: subject.fallbackLocale,
      mustResetPassword: !subject.credentialsNonExpired,
      sid: sessionId,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.email)
      .setExpirationTime(issuedS + TOKEN_LIFETIME_S)
      .sign(this.secret);
  }

  /** A token verified before and not yet expired; undefined when it must go through `verify`. */
  cached(token: string, now = Date.now()): VerifiedToken | undefined {
    const known = this.verified.get(token);
    return known && known.exp * 1000 > now ? known : undefined;
  }

  /** Verifies signature (HS256 only: `alg: none` and others are refused) and expiry. */
  async verify(token: string, now = Date.now()): Promise<VerifiedToken | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > now) return known;
      this.verified.delete(token);
      return null;
    }
    const verified = await this.verifySignature(token);
    if (verified) this.verified.set(token, verified);
    return verified;
  }

  private async verifySignature(token: string): Promise<VerifiedToken | null> {
    if (!isCanonicalJws(token)) return null;
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
      // Tokens from before sessions (no `sid`) are refused; they expired within 30 minutes anyway.
      if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
      const authorities = typeof payload.authorities === 'string' ? payload.authorities : '';
      return {
        email: payload.sub,
        roles: knownRoles(authorities.split(' ').filter(Boolean)),
        preferredLanguage: String(payload.preferredLanguage ?? 'en_GB'),
        fallbackLocale: String(payload.fallbackLocale ?? 'en_GB'),
        mustResetPassword: payload.mustResetPassword === true,
        exp: payload.exp,
        issuedAtMs: (payload.exp - TOKEN_LIFETIME_S) * 1000,
        sessionId: payload.sid.toLowerCase(),
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

/** Revocation instant for "now": the next whole second, so tokens issued this second die too. */
export function revocationInstant(now = Date.now()): Date {
  return new Date((Math.floor(now / 1000) + 1) * 1000);
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Three base64url segments, each exactly as it re-encodes: no padding, no other alphabet and no
 * altered unused trailing bits, so that one signature has one spelling (decoders ignore the
 * difference, which would let a revoked or logged token be replayed under another string).
 */
export function isCanonicalJws(token: string): boolean {
  const segments = token.split('.');
  return (
    segments.length === 3 &&
    segments.every((s) => s.length > 0 && BASE64URL.test(s) && Buffer.from(s, 'base64url').toString('base64url') === s)
  );
}
