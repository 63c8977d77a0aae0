import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_INCI_LOCALES, isLocale, type Locale } from '../common/locales.js';
import type { LegalOperator } from '../common/operator.js';
import type { PasswordHashCost } from './modules/auth/password.js';

/** Every environment variable, parsed and validated once (DESIGN.md, Configuration). */
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
  /** Longest a client may take to send a whole request, headers and body (HTTP_REQUEST_TIMEOUT_MS). */
  httpRequestTimeoutMs: number;
  /** Longest a client may take to send a request's headers, at most the above (HTTP_HEADERS_TIMEOUT_MS). */
  httpHeadersTimeoutMs: number;
  /** The operator named on the legal pages (OPERATOR_*); null fields: not configured. */
  operator: LegalOperator;
}

export class ConfigError extends Error {}

/** The app's name (APP_NAME's text), the default sender name of its e-mails. */
export const DEFAULT_APP_NAME = 'Formula Builder';

type Env = Record<string, string | undefined>;

export type TrustProxy = false | number | string[];

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrRange(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or false, a hop count (true is one hop: a single load balancer), or a
 * comma-separated list of proxy addresses and CIDR ranges. Never "every hop": a client could
 * then name any address as its own by sending X-Forwarded-For itself.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value.trim() === '') return false;
  const lower = value.trim().toLowerCase();
  if (['false', 'no', '0'].includes(lower)) return false;
  if (['true', 'yes'].includes(lower)) return 1;
  if (/^\d+$/.test(lower)) {
    const hops = Number(lower);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY as a hop count must be 1..10, got "${value}"`);
    return hops;
  }
  const ranges = value.split(',').map((part) => part.trim()).filter((part) => part !== '');
  const bad = ranges.find((range) => !isAddressOrRange(range));
  if (bad !== undefined || ranges.length === 0) {
    throw new ConfigError(`TRUST_PROXY must be false, a hop count or a list of proxy addresses/CIDR ranges, got "${bad ?? value}"`);
  }
  return ranges;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['true', '1', 'yes'].includes(value.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(value.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function parsePort(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be an integer 0..65535, got "${value}"`);
  }
  return port;
}

function parseCount(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < min || count > 1000) {
    throw new ConfigError(`${name} must be an integer ${min}..1000, got "${value}"`);
  }
  return count;
}

function parseRate(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const rate = Number(value);
  if (!Number.isInteger(rate) || rate < 1 || rate > 1_000_000) throw new ConfigError(`${name} must be an integer 1..1000000, got "${value}"`);
  return rate;
}

/** A slow client's time limit in milliseconds: 100 ms to 10 minutes. */
function parseTimeoutMs(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 600_000) throw new ConfigError(`${name} must be an integer 100..600000, got "${value}"`);
  return ms;
}

/** Cheap hashes would make stolen ones easy to crack: only a test run may ask for them. */
function parsePasswordHashCost(value: string | undefined, nodeEnv: string | undefined): PasswordHashCost {
  if (value === undefined || value === '' || value === 'standard') return 'standard';
  if (value !== 'test') throw new ConfigError(`PASSWORD_HASH_COST must be standard or test, got "${value}"`);
  if (nodeEnv !== 'test') throw new ConfigError('PASSWORD_HASH_COST=test is allowed only with NODE_ENV=test');
  return 'test';
}

function parseInciLocales(value: string | undefined): Locale[] {
  if (!value) return [...DEFAULT_INCI_LOCALES];
  const locales = value.split(',').map((l) => l.trim()).filter(Boolean);
  for (const l of locales) {
    if (!isLocale(l)) throw new ConfigError(`INCI_LOCALES contains an unknown locale "${l}"`);
  }
  return locales as Locale[];
}

/** Demo mode keeps a generated secret in DATA_DIR so tokens survive restarts; production must set one. */
function resolveJwtSecret(env: Env, dataDir: string, production: boolean): Uint8Array {
  const given = env.JWT_SECRET;
  if (given) {
    if (Buffer.byteLength(given) < 32) throw new ConfigError('JWT_SECRET must be at least 32 bytes');
    return new TextEncoder().encode(given);
  }
  if (production) throw new ConfigError('JWT_SECRET is required in production');
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** DATABASE_DIRECT_URL: a PostgreSQL URL, and only beside DATABASE_URL (the embedded database has its own). */
function parseDirectUrl(value: string | undefined, databaseUrl: string | undefined): string | undefined {
  if (!value) return databaseUrl;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol) || !url.hostname) {
    throw new ConfigError('DATABASE_DIRECT_URL must be a PostgreSQL URL (postgres://user:pass@host:5432/db)');
  }
  if (!databaseUrl) throw new ConfigError('DATABASE_DIRECT_URL needs DATABASE_URL (without it the embedded PostgreSQL is used)');
  return value;
}

/** SHUTDOWN_DRAIN_MS: 0 (stop listening at once, the default) to 60 s. */
function parseDrainMs(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000) throw new ConfigError(`SHUTDOWN_DRAIN_MS must be an integer 0..60000, got "${value}"`);
  return ms;
}

/** A guessable token would expose the app's internals: at least 16 characters. */
function parseMetricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  return value;
}

/**
 * The fictional operator the demo and test runs show, so that the legal pages read as they will
 * once configured. Never used in production: a real installation names itself.
 */
export const DEMO_OPERATOR: LegalOperator = {
  name: 'Formula Builder Demo GmbH',
  address: ['Beispielstraße 1', '10115 Berlin'],
  country: 'DE',
  email: 'info@example.com',
  privacyEmail: 'privacy@example.com',
  phone: '+49 30 0000 0000',
  representative: 'Alex Beispiel',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 000000',
  vatId: 'DE000000000',
  jurisdiction: 'Berlin',
};

/** `-`: the operator declares that a detail does not apply (no register entry, no VAT ID, …). */
const NOT_APPLICABLE = '-';

/** A single line of text for the legal pages: no control characters, at most `max` characters. */
function operatorText(name: string, value: string, max = 200): string {
  // eslint-disable-next-line no-control-regex
  if (value.length > max || /[\u0000-\u001f\u007f]/.test(value)) {
    throw new ConfigError(`${name} must be one line of at most ${max} characters`);
  }
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * OPERATOR_*: the operator's details on the legal pages. Outside production an unset detail is
 * the demo operator's; in production it stays unset (null: the page says that the operator has
 * not configured it, and the start logs a warning naming the variables). Malformed values stop
 * the start everywhere.
 */
function parseOperator(env: Env, production: boolean): LegalOperator {
  // Blank counts as unset.
  const given = (value: string | undefined) => value?.trim() || undefined;
  const optional = (name: string, value: string | undefined, parse: (v: string) => string = (v) => operatorText(name, v)) =>
    value === undefined ? undefined : value === NOT_APPLICABLE ? '' : parse(value);
  const email = (name: string) => (value: string) => {
    if (!EMAIL.test(value) || value.length > 254) throw new ConfigError(`${name} must be an e-mail address, got "${value}"`);
    return value;
  };
  const required = (name: string, value: string | undefined, parse: (v: string) => string = (v) => operatorText(name, v)) => {
    if (value === NOT_APPLICABLE) throw new ConfigError(`${name} cannot be "-": the legal pages need it`);
    return value === undefined ? undefined : parse(value);
  };

  const address = given(env.OPERATOR_ADDRESS);
  const country = given(env.OPERATOR_COUNTRY);
  const configured: { [K in keyof LegalOperator]: LegalOperator[K] | undefined } = {
    name: required('OPERATOR_NAME', given(env.OPERATOR_NAME)),
    address:
      required('OPERATOR_ADDRESS', address) === undefined
        ? undefined
        : address!.split(',').map((line) => operatorText('OPERATOR_ADDRESS', line.trim())).filter((line) => line !== ''),
    country: required('OPERATOR_COUNTRY', country, (v) => {
      const code = v.toUpperCase();
      if (!/^[A-Z]{2}$/.test(code) || new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code) === undefined) {
        throw new ConfigError(`OPERATOR_COUNTRY must be an ISO 3166-1 alpha-2 country code (DE, PL, GB, …), got "${v}"`);
      }
      return code;
    }),
    email: required('OPERATOR_EMAIL', given(env.OPERATOR_EMAIL), email('OPERATOR_EMAIL')),
    privacyEmail: required('OPERATOR_PRIVACY_EMAIL', given(env.OPERATOR_PRIVACY_EMAIL), email('OPERATOR_PRIVACY_EMAIL')),
    phone: optional('OPERATOR_PHONE', given(env.OPERATOR_PHONE), (v) => {
      if (!/^\+?[\d\s()/.-]{4,30}$/.test(v)) throw new ConfigError(`OPERATOR_PHONE must be a phone number, got "${v}"`);
      return v;
    }),
    representative: optional('OPERATOR_REPRESENTATIVE', given(env.OPERATOR_REPRESENTATIVE)),
    register: optional('OPERATOR_REGISTER', given(env.OPERATOR_REGISTER)),
    vatId: optional('OPERATOR_VAT_ID', given(env.OPERATOR_VAT_ID), (v) => {
      // EU VAT numbers: a two-letter prefix and 2 to 13 letters and digits (spaces allowed as written).
      if (!/^[A-Z]{2}[0-9A-Z+*.]{2,13}$/.test(v.replace(/\s/g, ''))) {
        throw new ConfigError(`OPERATOR_VAT_ID must be a VAT identification number such as DE123456789, got "${v}"`);
      }
      return v;
    }),
    jurisdiction: optional('OPERATOR_JURISDICTION', given(env.OPERATOR_JURISDICTION)),
  };
  if (configured.address?.length === 0) throw new ConfigError('OPERATOR_ADDRESS must name at least one line');
  const operator = { ...(production ? {} : DEMO_OPERATOR) } as Record<string, unknown>;
  for (const [field, value] of Object.entries(configured)) {
    if (value !== undefined) operator[field] = value;
    else if (production) operator[field] = null;
  }
  // Privacy questions go to the general address unless the operator names another.
  if (configured.privacyEmail === undefined && configured.email !== undefined) operator.privacyEmail = configured.email;
  return operator as unknown as LegalOperator;
}

/** The OPERATOR_* variables a production start lacks (main.ts warns about them). */
export function missingOperatorVariables(operator: LegalOperator): string[] {
  const names: Record<keyof LegalOperator, string> = {
    name: 'OPERATOR_NAME',
    address: 'OPERATOR_ADDRESS',
    country: 'OPERATOR_COUNTRY',
    email: 'OPERATOR_EMAIL',
    privacyEmail: 'OPERATOR_PRIVACY_EMAIL',
    phone: 'OPERATOR_PHONE',
    representative: 'OPERATOR_REPRESENTATIVE',
    register: 'OPERATOR_REGISTER',
    vatId: 'OPERATOR_VAT_ID',
    jurisdiction: 'OPERATOR_JURISDICTION',
  };
  return (Object.keys(names) as (keyof LegalOperator)[]).filter((field) => operator[field] === null).map((field) => names[field]);
}

export function loadConfig(env: Env = process.env): Config {
  const port = parsePort('PORT', env.PORT) ?? 3000;
  const dataDir = path.resolve(env.DATA_DIR || '.data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const production = env.NODE_ENV === 'production';
  const demoData = parseBoolean('DEMO_DATA', env.DEMO_DATA, databaseUrl === undefined);
  const clientDir = path.resolve(env.CLIENT_DIR || 'dist/client');
  const requestTimeoutMs = parseTimeoutMs('HTTP_REQUEST_TIMEOUT_MS', env.HTTP_REQUEST_TIMEOUT_MS, 30_000);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    databaseDirectUrl: parseDirectUrl(env.DATABASE_DIRECT_URL, databaseUrl),
    databasePoolMax: parseCount('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 10, 1),
    shutdownDrainMs: parseDrainMs(env.SHUTDOWN_DRAIN_MS),
    dataDir,
    jwtSecret: resolveJwtSecret(env, dataDir, production),
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'no-reply@localhost',
    mailFromName: env.MAIL_FROM_NAME || DEFAULT_APP_NAME,
    inciLocales: parseInciLocales(env.INCI_LOCALES),
    demoData,
    e2eFixtures: demoData && parseBoolean('E2E_FIXTURES', env.E2E_FIXTURES, false),
    production,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sqlDebug: parseBoolean('SQL_DEBUG', env.SQL_DEBUG, false),
    embeddedPgPort: parsePort('EMBEDDED_PG_PORT', env.EMBEDDED_PG_PORT),
    pdfWorkers: parseCount('PDF_WORKERS', env.PDF_WORKERS, Math.min(2, os.availableParallelism()), 1),
    pdfQueue: parseCount('PDF_QUEUE', env.PDF_QUEUE, 64, 0),
    passwordHashCost: parsePasswordHashCost(env.PASSWORD_HASH_COST, env.NODE_ENV),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    clientDir: existsSync(clientDir) ? clientDir : undefined,
    inciSource: env.INCI_SOURCE ? path.resolve(env.INCI_SOURCE) : undefined,
    apiKeyRateLimit: parseRate('API_KEY_RATE_LIMIT', env.API_KEY_RATE_LIMIT, 600),
    httpRequestTimeoutMs: requestTimeoutMs,
    httpHeadersTimeoutMs: Math.min(requestTimeoutMs, parseTimeoutMs('HTTP_HEADERS_TIMEOUT_MS', env.HTTP_HEADERS_TIMEOUT_MS, 10_000)),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    metricsPort: parsePort('METRICS_PORT', env.METRICS_PORT),
    operator: parseOperator(env, production),
  };
}

/** The first administrator (`npm run create-admin`); absent values are asked for. */
export function loadAdminBootstrap(env: Env = process.env): { email: string | undefined; password: string | undefined } {
  return { email: env.ADMIN_EMAIL || undefined, password: env.ADMIN_PASSWORD || undefined };
}
