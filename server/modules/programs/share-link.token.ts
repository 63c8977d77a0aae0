import { createHash, randomBytes } from 'node:crypto';
import { derive, seal, unseal } from '../../platform/sealing.js';

/**
 * The rules of a share link's token (decision 067): 32 random bytes (256 bits) as base64url, 43
 * characters; stored as its SHA-256 (a random token needs no slow hash) and sealed, so that the
 * owner can be shown the link again and the PDF can print it; valid until `expiresAt`.
 */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newShareToken = (): string => randomBytes(32).toString('base64url');

/** Whether a string can be a token at all: anything else is 404 without a database look-up. */
export const isShareToken = (value: unknown): value is string =>
  typeof value === 'string' && SHARE_TOKEN_PATTERN.test(value);

export const hashShareToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const sealKey = (secret: Uint8Array) => derive(secret, 'share-link-token', []);

export const sealShareToken = (secret: Uint8Array, token: string): string => seal(sealKey(secret), token);

/** The sealed token, or null when it cannot be opened (JWT_SECRET changed since): the link still works, but cannot be shown. */
export function openShareToken(secret: Uint8Array, sealed: string): string | null {
  try {
    const token = unseal(sealKey(secret), sealed);
    return isShareToken(token) ? token : null;
  } catch {
    return null;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a link made at `now` stops working (SHARE_LINK_DAYS). */
export const shareExpiry = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY_MS);

/** A link works until its expiry, that instant excluded. */
export const isLive = (link: { expiresAt: Date }, now: Date = new Date()): boolean =>
  link.expiresAt.getTime() > now.getTime();

/** The client's page of a token, under APP_URL. */
export const sharePageUrl = (appUrl: string, token: string): string => `${appUrl}/shared/${token}`;
