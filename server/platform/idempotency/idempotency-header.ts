import { createHash } from 'node:crypto';
import { badRequest, PlatformErrors } from '../errors.js';

/** The request header (IETF httpapi draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Longest key accepted (a UUID is 36 characters). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** What the transport (REST hook, Apollo plugin) found in a request: the key and what the request asked. */
export interface IdempotencyRequest {
  key: string;
  /** SHA-256 (hex) of the canonical request: method, route or operation, body or variables. */
  fingerprint: string;
  /** Set by the first create that uses the key: one request, one create. */
  used: boolean;
}

/** sf-string (RFC 8941 3.3.3): printable ASCII between quotes, `\"` and `\\` escaped. */
const SF_STRING = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/;
/** sf-token (RFC 8941 3.3.4), accepted too: clients that forget the quotes. */
const SF_TOKEN = /^[A-Za-z*][!#$%&'*+\-.^_`|~0-9A-Za-z:/]*$/;

/**
 * The key of an `Idempotency-Key` header value, or 400 (ERROR_IDEMPOTENCY_KEY_INVALID) for a
 * value that is no sf-string or token, is empty, longer than 255 characters, or sent twice.
 */
export function parseIdempotencyKey(header: string | string[]): string {
  const refused = () => badRequest(PlatformErrors.idempotencyKeyInvalid, 'Idempotency-Key');
  if (Array.isArray(header)) {
    if (header.length !== 1) throw refused();
    header = header[0]!;
  }
  const value = header.trim();
  const quoted = SF_STRING.exec(value);
  const key = quoted ? quoted[1]!.replace(/\\(["\\])/g, '$1') : SF_TOKEN.test(value) ? value : null;
  if (key === null || key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) throw refused();
  return key;
}

/** JSON with object keys sorted at every depth: one text for one request, whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fingerprint of a request from its parts (e.g. `['POST', '/secured/api/skincareprogram', query, body]`). */
export function fingerprintOf(parts: unknown[]): string {
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}
