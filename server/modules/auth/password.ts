import { hash, verify, Algorithm } from '@node-rs/argon2';

/** How hard password hashes are to compute: `standard` everywhere, `test` only under NODE_ENV=test (config.ts). */
export type PasswordHashCost = 'standard' | 'test';

const COSTS = {
  /** argon2id with OWASP's minimum (m = 19 MiB, t = 2, p = 1). */
  standard: { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 },
  /** argon2's smallest parameters (8 KiB, one pass): suites that hash thousands of times (the fuzz). */
  test: { algorithm: Algorithm.Argon2id, memoryCost: 8, timeCost: 1, parallelism: 1 },
} as const;

let options: (typeof COSTS)[PasswordHashCost] = COSTS.standard;

/**
 * Sets the cost of new hashes for the process (buildApp does, from the configuration). A hash
 * records its own parameters, so verifying an existing one is unaffected.
 */
export function usePasswordHashCost(cost: PasswordHashCost): void {
  if (options === COSTS[cost]) return;
  options = COSTS[cost];
  dummyHash = null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the account does not exist, so both answers take the same time. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash;
}
