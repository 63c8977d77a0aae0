import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { NotificationSubscriber, Notifier } from '../../platform/notifier.js';
import { prefixOf, secretMatches } from './api-key.secret.js';

export interface KeyState {
  id: string;
  secretHash: string;
  regionId: number;
  revoked: boolean;
}

/** A known key, or known absence (null): lru-cache holds no null values. */
type Entry = { state: KeyState | null };
/** The key with this prefix as stored, or null. */
export type FindKey = (prefix: string) => Promise<KeyState | null>;
/** A safety net only: revocations are pushed by NOTIFY at once. */
const TTL_MS = 60_000;
const CACHE_SIZE = 10_000;

/** The principal of an API key: no roles, the key's region (the offer); the scope is api-key.scope.ts's. */
function principalOf(prefix: string, state: KeyState): AuthUser {
  return {
    accountId: `api-key:${state.id}`,
    email: `api-key:${prefix}`,
    roles: [],
    preferredLocale: 'en_GB',
    fallbackLocale: 'en_GB',
    mustResetPassword: false,
    regionId: state.regionId,
    adminRegionIds: [],
    translationLocales: [],
    sessionId: `api-key:${state.id}`,
    apiKeyId: state.id,
  };
}

/**
 * API keys by prefix, cached per process like account state (auth/account-state.ts): a revocation
 * fires `NOTIFY api_key_changed, <prefix>` from a trigger, which every process hears through its
 * notifier and drops the key at once; without the notifier's connection nothing is cached.
 */
export class ApiKeyRegistry implements NotificationSubscriber {
  private readonly cache = new LRUCache<string, Entry>({ max: CACHE_SIZE, ttl: TTL_MS });
  /** Bumped by every notification, so a read that raced one never stores its answer. */
  private generation = 0;

  constructor(
    private readonly findKey: FindKey,
    private readonly notifier: Notifier,
  ) {}

  listen(): Promise<() => void> {
    return this.notifier.subscribe('api_key_changed', this);
  }

  onNotify(prefix: string): void {
    this.generation += 1;
    if (prefix) this.cache.delete(prefix);
    else this.cache.clear();
  }

  onResync(): void {
    this.generation += 1;
    this.cache.clear();
  }

  private check(secret: string, prefix: string, state: KeyState | null): AuthUser | null {
    if (!state || state.revoked || !secretMatches(secret, state.secretHash)) return null;
    return principalOf(prefix, state);
  }

  /** The key's principal when it is cached (null: refused); undefined when it must be loaded. */
  resolveCached(secret: string): AuthUser | null | undefined {
    const prefix = prefixOf(secret);
    if (!prefix) return null;
    const hit = this.cache.get(prefix);
    if (!hit || !this.notifier.connected) return undefined;
    return this.check(secret, prefix, hit.state);
  }

  /** The key's principal; null when malformed, unknown, revoked or not matching. */
  async resolve(secret: string): Promise<AuthUser | null> {
    const cached = this.resolveCached(secret);
    if (cached !== undefined) return cached;
    const prefix = prefixOf(secret)!;
    const before = this.generation;
    const state = await this.findKey(prefix);
    if (this.notifier.connected && this.generation === before) this.cache.set(prefix, { state });
    return this.check(secret, prefix, state);
  }
}
