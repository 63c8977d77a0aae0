import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../common/locales.js';
import type { LegalOperator } from '../common/operator.js';
import type { PasswordHashCost } from './modules/auth/password.js';
import { ENV_SCHEMA, type Env } from './config/env-schema.js';
import { ConfigError, variableDocs, type TrustProxy } from './config/env-values.js';
import { legalOperator } from './config/operator.js';
import { signingKey } from './config/signing-key.js';

export { ConfigError, type TrustProxy } from './config/env-values.js';
export { DEMO_OPERATOR, missingOperatorVariables } from './config/operator.js';

/** Every environment variable, parsed and validated once (DESIGN.md, Configuration), by one schema (config/env-schema.ts). */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL itself, for LISTEN/NOTIFY, the migrations and their lock (DATABASE_DIRECT_URL);
   * undefined: `databaseUrl` (which may then be a pooler in transaction mode).
   */
  databaseDirectUrl: string | undefined;
  /** Most pooled connections of this process (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /** After SIGTERM, how long /readyz answers 503 while requests are still served (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  dataDir: string;
  jwtSecret: Uint8Array;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The sender's display name (MAIL_FROM_NAME): the app's name unless configured. */
  mailFromName: string;
  inciLocales: Locale[];
  demoData: boolean;
  /** Test-only accounts of the browser suite; never without demoData (so never in production). */
  e2eFixtures: boolean;
  production: boolean;
  /**
   * Which proxies' `X-Forwarded-For` entries to believe: false (none), a number of hops (the
   * proxies in front of the app), or the proxies' addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** Log every SQL statement. */
  sqlDebug: boolean;
  /** Port of the embedded PostgreSQL; undefined: a free one. */
  embeddedPgPort: number | undefined;
  logLevel: string;
  /** Worker threads rendering PDFs (PDF_WORKERS). */
  pdfWorkers: number;
  /** PDFs that may wait for a worker; beyond that a render is refused with 503 (PDF_QUEUE). */
  pdfQueue: number;
  /** Cost of new password hashes (PASSWORD_HASH_COST); `test` only under NODE_ENV=test. */
  passwordHashCost: PasswordHashCost;
  /** Where the built client lives; absent in tests that only talk to the API. */
  clientDir: string | undefined;
  /** Bearer token of GET /metrics (METRICS_TOKEN); undefined: no such route. */
  metricsToken: string | undefined;
  /** A port of its own serving only /metrics, without a token (METRICS_PORT); undefined: none. */
  metricsPort: number | undefined;
  /** The INCI data file "reload all" imports (INCI_SOURCE); undefined: the one the app ships. */
  inciSource: string | undefined;
  /** Requests per minute per API key, counted across processes (API_KEY_RATE_LIMIT). */
  apiKeyRateLimit: number;
  /** Days a program's share link stays valid (SHARE_LINK_DAYS). */
  shareLinkDays: number;
  /** Longest a client may take to send a whole request, headers and body (HTTP_REQUEST_TIMEOUT_MS). */
  httpRequestTimeoutMs: number;
  /** Longest a client may take to send a request's headers, at most the above (HTTP_HEADERS_TIMEOUT_MS). */
  httpHeadersTimeoutMs: number;
  /** The operator named on the legal pages (OPERATOR_*); null fields: not configured. */
  operator: LegalOperator;
}

type RawEnv = Record<string, string | undefined>;

/**
 * Each variable through its schema; blank counts as unset. The first refusal stops the start with
 * one line: the variable's name and what it must be (a secret's value is not repeated).
 */
export function readEnv(raw: RawEnv): Env {
  const given = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''));
  const result = ENV_SCHEMA.safeParse(given);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0]) as keyof typeof ENV_SCHEMA.shape;
  if (issue.code === 'custom' && issue.params?.own) throw new ConfigError(`${name} ${issue.message}`);
  const doc = variableDocs.get(ENV_SCHEMA.shape[name]);
  throw new ConfigError(`${name} must be ${doc?.expects ?? 'valid'}${doc?.secret ? '' : `, got "${given[name]}"`}`);
}

/** The rules between variables, and the values that depend on others. */
export function loadConfig(raw: RawEnv = process.env): Config {
  const env = readEnv(raw);
  const production = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL;
  if (env.DATABASE_DIRECT_URL && !databaseUrl)
    throw new ConfigError('DATABASE_DIRECT_URL needs DATABASE_URL (without it the embedded PostgreSQL is used)');
  // Cheap hashes would make stolen ones easy to crack: only a test run may ask for them.
  if (env.PASSWORD_HASH_COST === 'test' && env.NODE_ENV !== 'test')
    throw new ConfigError('PASSWORD_HASH_COST=test is allowed only with NODE_ENV=test');
  const dataDir = path.resolve(env.DATA_DIR);
  const demoData = env.DEMO_DATA ?? databaseUrl === undefined;
  const clientDir = path.resolve(env.CLIENT_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl,
    databaseDirectUrl: env.DATABASE_DIRECT_URL ?? databaseUrl,
    databasePoolMax: env.DATABASE_POOL_MAX,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    dataDir,
    jwtSecret: signingKey(env.JWT_SECRET, dataDir, production),
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailFromName: env.MAIL_FROM_NAME,
    inciLocales: env.INCI_LOCALES,
    demoData,
    // Test-only accounts: never without the demo data, so never in production.
    e2eFixtures: demoData && env.E2E_FIXTURES,
    production,
    trustProxy: env.TRUST_PROXY,
    sqlDebug: env.SQL_DEBUG,
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    pdfWorkers: env.PDF_WORKERS,
    pdfQueue: env.PDF_QUEUE,
    passwordHashCost: env.PASSWORD_HASH_COST,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    clientDir: existsSync(clientDir) ? clientDir : undefined,
    inciSource: env.INCI_SOURCE ? path.resolve(env.INCI_SOURCE) : undefined,
    apiKeyRateLimit: env.API_KEY_RATE_LIMIT,
    shareLinkDays: env.SHARE_LINK_DAYS,
    httpRequestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
    httpHeadersTimeoutMs: Math.min(env.HTTP_REQUEST_TIMEOUT_MS, env.HTTP_HEADERS_TIMEOUT_MS),
    metricsToken: env.METRICS_TOKEN,
    metricsPort: env.METRICS_PORT,
    operator: legalOperator(env, production),
  };
}

/** The first administrator (`npm run create-admin`); absent values are asked for. */
export function loadAdminBootstrap(raw: RawEnv = process.env): {
  email: string | undefined;
  password: string | undefined;
} {
  const env = readEnv(raw);
  return { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD };
}
