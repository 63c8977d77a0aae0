import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ConfigError } from './env-values.js';

/**
 * The token signing key: JWT_SECRET, or outside production one generated once and kept in
 * DATA_DIR/jwt-secret, so that tokens survive restarts of a demo install. Production must set one.
 */
export function signingKey(given: string | undefined, dataDir: string, production: boolean): Uint8Array {
  if (given) return new TextEncoder().encode(given);
  if (production) throw new ConfigError('JWT_SECRET is required in production');
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
