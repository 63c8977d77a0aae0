import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '../../common/locales.js';
import type { Config } from '../config.js';
import type { AccountStateCache } from './auth/account-state.js';
import type { AuthUser } from './auth/auth-user.js';
import type { TokenService } from './auth/tokens.js';
import type { Mailer } from './mail/mailer.js';
import type { WorkerPool } from './pdf/worker-pool.js';
import type { IdempotencyRequest } from './idempotency/idempotency-header.js';
import type { Metrics } from './observability/metrics.js';

/** What lives as long as the process: configuration, database, signing key, caches, mail. */
export interface Deps {
  config: Config;
  orm: MikroORM;
  tokens: TokenService;
  accounts: AccountStateCache;
  mailer: Mailer;
  /** Worker threads rendering PDFs off the event loop. */
  pdfPool: WorkerPool;
  log: FastifyBaseLogger;
  /** Prometheus metrics (GET /metrics): services count what only they see (login failures, throttles). */
  metrics: Metrics;
  /** Integrators' API keys: the per-process cache and the usage counters (rate limit). */
  apiKeys: ApiKeyDeps;
}

/** What the process keeps of API keys (built by modules/api-keys, handed in by app.ts). */
export interface ApiKeyDeps {
  registry: {
    resolveCached(secret: string): AuthUser | null | undefined;
    resolve(secret: string): Promise<AuthUser | null>;
    /** Drops a key (by prefix) from this process's cache. */
    onNotify(prefix: string): void;
  };
  usage: {
    /** Counts one request; the seconds to wait when over the rate, else null (later while it asks the shared store). */
    admit(keyId: string): number | null | Promise<number | null>;
    /** Writes the counts so far to the shared store. */
    flush(): Promise<void>;
  };
}

/** What lives as long as one request; the same for REST routes and GraphQL resolvers. */
export interface Ctx {
  deps: Deps;
  /** Forked per request: never the global manager. */
  em: EntityManager;
  user: AuthUser | null;
  requestId: string;
  /** The request's logger: every line carries its request id (never log through `deps.log` in a request). */
  log: FastifyBaseLogger;
  ip: string;
  /** Per-request cache for loaders and memoised lookups (DataLoader instances live here). */
  cache: Map<string, unknown>;
  /**
   * The locale of the names the server builds (tables, matrices, lists, CSV): the one the request
   * asks for in `Accept-Language` (the language chosen in the header), else the account's preferred
   * locale, else en_GB.
   */
  readonly locale: string;
  /** The account's fallback locale, the next step of the names' lookup chain. */
  readonly fallbackLocale: string | null;
  /** The request's `Idempotency-Key` and fingerprint, when it sent one (idempotency/). */
  idempotency?: IdempotencyRequest | null;
}

/** Per-request memo: `memo(ctx, 'products', () => new DataLoader(...))`. */
export function memo<T>(ctx: Ctx, key: string, create: () => T): T {
  if (!ctx.cache.has(key)) ctx.cache.set(key, create());
  return ctx.cache.get(key) as T;
}

/** The context of one HTTP request; the EntityManager is forked on first use only. */
export class RequestCtx implements Ctx {
  user: AuthUser | null = null;
  idempotency: IdempotencyRequest | null = null;
  readonly cache = new Map<string, unknown>();
  private forked: EntityManager | undefined;

  constructor(
    readonly deps: Deps,
    readonly requestId: string,
    readonly ip: string,
    readonly log: FastifyBaseLogger = deps.log.child({ reqId: requestId }),
    /** The validated locale of the request's `Accept-Language` (request-locale.ts), if any. */
    readonly requestedLocale: Locale | null = null,
  ) {}

  get locale(): string {
    return this.requestedLocale ?? this.user?.preferredLocale ?? DEFAULT_LOCALE;
  }

  get fallbackLocale(): string | null {
    return this.user?.fallbackLocale ?? null;
  }

  /** Requests answered from caches never pay for a fork. */
  get em(): EntityManager {
    return (this.forked ??= this.deps.orm.em.fork());
  }
}
