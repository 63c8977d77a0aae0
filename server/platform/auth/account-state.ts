import { LRUCache } from 'lru-cache';
import type { Role } from '../../../common/enums.js';
import type { NotificationSubscriber, Notifier } from '../notifier.js';
import type { AuthUser } from './auth-user.js';
import type { VerifiedToken } from './tokens.js';

interface AccountState {
  accountId: string;
  enabled: boolean;
  roles: Role[];
  tokensValidAfterMs: number;
  regionId: number | null;
  adminRegionIds: number[];
  translationLocales: string[];
}

const STATE_SQL = `
  select a.id, a.enabled, a.roles, a.tokens_valid_after, a.region_id, a.translation_locales,
         coalesce(array_agg(r.region_id) filter (where r.region_id is not null), '{}') as admin_region_ids
    from account a left join account_admin_region r on r.account_id = a.id
   where lower(a.email) = lower(?)
   group by a.id`;

const SESSION_SQL = 'select account_id, revoked_at from login_session where id = ?';

interface SessionState {
  accountId: string;
  revoked: boolean;
}

/** A safety net only: changes are pushed by NOTIFY at once. */
const TTL_MS = 60_000;
/** Accounts and sessions kept per process (least recently used dropped first). */
const CACHE_SIZE = 20_000;

/** A known state, or known absence (null): lru-cache holds no null values. */
type Entry<T> = { state: T | null };
const entries = <T>() => new LRUCache<string, Entry<T>>({ max: CACHE_SIZE, ttl: TTL_MS });

/**
 * The state of accounts and login sessions that decides whether a token still counts (enabled,
 * revoked since, session logged out, scope), cached per process. Every change to an account
 * fires `NOTIFY account_changed`, every logout `NOTIFY session_revoked`, from database triggers,
 * which every process hears through its notifier, so a revocation takes effect at once
 * everywhere without a query per request. Without the notifier's connection nothing is cached.
 */
export class AccountStateCache implements NotificationSubscriber {
  private readonly cache = entries<AccountState>();
  private readonly sessions = entries<SessionState>();
  /** Bumped by every notification and resync, so a read that raced one never stores its answer. */
  private generation = 0;

  constructor(
    private readonly pool: { query: (sql: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> },
    private readonly notifier: Notifier,
  ) {}

  /** Starts hearing account changes and logouts; returns the unsubscribe function. */
  async listen(): Promise<() => void> {
    const accounts = await this.notifier.subscribe('account_changed', this);
    const sessions = await this.notifier.subscribe('session_revoked', {
      onNotify: (id) => {
        this.generation += 1;
        if (id) this.sessions.delete(id);
        else this.sessions.clear();
      },
      onResync: () => this.onResync(),
    });
    return () => {
      accounts();
      sessions();
    };
  }

  onNotify(email: string): void {
    this.generation += 1;
    if (email) this.cache.delete(email);
    else this.cache.clear();
  }

  onResync(): void {
    this.generation += 1;
    this.cache.clear();
    this.sessions.clear();
  }

  /** Returns once every account change committed so far has reached this cache. */
  sync(): Promise<void> {
    return this.notifier.sync();
  }

  invalidate(email: string): void {
    this.cache.delete(email.toLowerCase());
  }

  private known<T>(map: LRUCache<string, Entry<T>>, key: string): Entry<T> | undefined {
    return this.notifier.connected ? map.get(key) : undefined;
  }

  private async loadSession(id: string): Promise<SessionState | null> {
    const hit = this.known(this.sessions, id);
    if (hit) return hit.state;
    const before = this.generation;
    const { rows } = await this.pool.query(SESSION_SQL, [id]);
    const row = rows[0];
    const state = row ? { accountId: String(row.account_id), revoked: row.revoked_at !== null } : null;
    if (this.notifier.connected && this.generation === before) this.sessions.set(id, { state });
    return state;
  }

  private async load(email: string): Promise<AccountState | null> {
    const key = email.toLowerCase();
    const hit = this.known(this.cache, key);
    if (hit) return hit.state;
    const before = this.generation;
    const { rows } = await this.pool.query(STATE_SQL, [key]);
    const row = rows[0];
    const state: AccountState | null = row
      ? {
          accountId: String(row.id),
          enabled: Boolean(row.enabled),
          roles: row.roles as Role[],
          tokensValidAfterMs: new Date(row.tokens_valid_after as string).getTime(),
          regionId: row.region_id === null ? null : Number(row.region_id),
          adminRegionIds: (row.admin_region_ids as number[]).map(Number),
          translationLocales: row.translation_locales as string[],
        }
      : null;
    if (this.notifier.connected && this.generation === before) this.cache.set(key, { state });
    return state;
  }

  /** The caller behind a verified token, or null when the account is gone, disabled or revoked. */
  async resolve(token: VerifiedToken): Promise<AuthUser | null> {
    const [state, session] = await Promise.all([this.load(token.email), this.loadSession(token.sessionId)]);
    return this.userOf(token, state, session);
  }

  /** As `resolve`, when account and session are both cached; undefined when they must be loaded. */
  resolveCached(token: VerifiedToken): AuthUser | null | undefined {
    const hit = this.known(this.cache, token.email.toLowerCase());
    const session = this.known(this.sessions, token.sessionId);
    return hit && session ? this.userOf(token, hit.state, session.state) : undefined;
  }

  private userOf(token: VerifiedToken, state: AccountState | null, session: SessionState | null): AuthUser | null {
    if (!state || !state.enabled || token.issuedAtMs < state.tokensValidAfterMs) return null;
    if (!session || session.revoked || session.accountId !== state.accountId) return null;
    return {
      accountId: state.accountId,
      email: token.email.toLowerCase(),
      // The token's roles count, but never more than the account still has.
      roles: token.roles.filter((r) => state.roles.includes(r)),
      preferredLocale: token.preferredLanguage,
      fallbackLocale: token.fallbackLocale,
      mustResetPassword: token.mustResetPassword,
      regionId: state.regionId,
      adminRegionIds: state.adminRegionIds,
      translationLocales: state.translationLocales,
      sessionId: token.sessionId,
    };
  }
}
