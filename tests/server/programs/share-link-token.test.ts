import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  hashShareToken,
  isLive,
  isShareToken,
  newShareToken,
  openShareToken,
  sealShareToken,
  shareExpiry,
  sharePageUrl,
} from '../../../server/modules/programs/share-link.token.js';

/** The rules of a share link's token and expiry (decision 067), without a database. */
const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-bytes-long');
const otherSecret = new TextEncoder().encode('another-secret-of-at-least-32-bytes-long');

describe('share link tokens', () => {
  it('are 256 random bits as 43 base64url characters, each new', () => {
    const tokens = Array.from({ length: 500 }, newShareToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(isShareToken(token)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('are stored as their SHA-256, in hex', () => {
    const token = newShareToken();
    expect(hashShareToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashShareToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashShareToken(token)).not.toBe(hashShareToken(newShareToken()));
  });

  it('refuse anything else without a look-up: short, long, other characters, not a string', () => {
    const token = newShareToken();
    for (const bad of [token.slice(1), `${token}A`, `${token.slice(1)}!`, `${token.slice(1)}=`, '', ' '.repeat(43)])
      expect(isShareToken(bad)).toBe(false);
    for (const bad of [null, undefined, 42, { token }, [token]]) expect(isShareToken(bad)).toBe(false);
  });

  it('are sealed so that only the same secret opens them, and the sealed form does not show them', () => {
    const token = newShareToken();
    const sealed = sealShareToken(secret, token);
    expect(sealed).not.toContain(token);
    expect(sealShareToken(secret, token)).not.toBe(sealed); // a fresh IV each time
    expect(openShareToken(secret, sealed)).toBe(token);
    expect(openShareToken(otherSecret, sealed)).toBeNull();
    const altered = Buffer.from(sealed, 'base64');
    altered[altered.length - 1]! ^= 1;
    expect(openShareToken(secret, altered.toString('base64'))).toBeNull();
    expect(openShareToken(secret, 'not sealed at all')).toBeNull();
  });

  it('name the page under APP_URL', () => {
    expect(sharePageUrl('https://app.example.com', 'T'.repeat(43))).toBe(
      `https://app.example.com/shared/${'T'.repeat(43)}`,
    );
  });
});

describe('share link expiry', () => {
  const made = new Date('2026-12-02T10:00:00.000Z');

  it('is SHARE_LINK_DAYS days after the link was made', () => {
    expect(shareExpiry(made, 90).toISOString()).toBe('2027-03-02T10:00:00.000Z');
    expect(shareExpiry(made, 1).toISOString()).toBe('2026-12-03T10:00:00.000Z');
  });

  it('ends the link at its expiry, that instant excluded', () => {
    const expiresAt = shareExpiry(made, 90);
    expect(isLive({ expiresAt }, made)).toBe(true);
    expect(isLive({ expiresAt }, new Date(expiresAt.getTime() - 1))).toBe(true);
    expect(isLive({ expiresAt }, expiresAt)).toBe(false);
    expect(isLive({ expiresAt }, new Date(expiresAt.getTime() + 1))).toBe(false);
  });
});
