import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secret's shape: `skc_<prefix>_<secret>`. The prefix (8 base62 characters) is visible in
 * lists and finds the row; the secret part is 32 random bytes (base64url, 43 characters), so a
 * plain SHA-256 is enough: there is nothing to brute-force as with a password.
 */
export const SECRET_PATTERN = /^skc_([A-Za-z0-9]{8})_([A-Za-z0-9_-]{43})$/;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomPrefix(): string {
  // 248 is the largest multiple of 62 below 256: no bias.
  let out = '';
  while (out.length < 8) for (const b of randomBytes(16)) if (b < 248 && out.length < 8) out += ALPHABET[b % 62];
  return out;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function newSecret(): { prefix: string; secret: string; hash: string } {
  const prefix = randomPrefix();
  const secret = `skc_${prefix}_${randomBytes(32).toString('base64url')}`;
  return { prefix, secret, hash: hashSecret(secret) };
}

/** The prefix of a well-formed secret, else null. */
export function prefixOf(secret: string): string | null {
  return SECRET_PATTERN.exec(secret)?.[1] ?? null;
}

/** Whether the secret hashes to the stored hash, in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The key a request carries: `Authorization: ApiKey <secret>` or `X-Api-Key: <secret>`.
 * undefined when it carries none; '' when the header is there but empty.
 */
export function apiKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const header = headers['x-api-key'];
  if (header !== undefined) return (Array.isArray(header) ? (header[0] ?? '') : header).trim();
  const match = /^ApiKey(?:\s+(\S*))?\s*$/i.exec((headers.authorization as string) ?? '');
  return match ? (match[1] ?? '') : undefined;
}
