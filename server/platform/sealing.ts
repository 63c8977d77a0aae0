import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Keys derived from the server's secret (JWT_SECRET) and values sealed under them (AES-256-GCM),
 * for what the server must read back but the database should not show: the idempotency answers,
 * the share links' tokens (decision 067).
 */

/** A key of its own per use: HMAC-SHA-256 of the label and parts under the secret. */
export function derive(secret: Uint8Array, label: string, parts: readonly string[]): Buffer {
  return createHmac('sha256', secret)
    .update(`${label}\0${parts.join('\0')}`)
    .digest();
}

/** JSON sealed as base64 of iv (12 bytes), tag (16) and ciphertext. */
export function seal(key: Buffer, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The sealed value; throws when it was sealed under another key (the secret changed) or altered. */
export function unseal(key: Buffer, sealed: string): unknown {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as unknown;
}
