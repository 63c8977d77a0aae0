import os from 'node:os';
import { z } from 'zod';
import { DEFAULT_INCI_LOCALES } from '../../common/locales.js';
import {
  addressLines,
  boolean,
  country,
  detail,
  email,
  integer,
  locales,
  needed,
  phone,
  port,
  postgresUrl,
  trustProxy,
  variableDocs,
  vatId,
  type VariableDoc,
} from './env-values.js';

/** The app's name (APP_NAME's text), the default sender name of its e-mails. */
const DEFAULT_APP_NAME = 'Formula Builder';

const variable = <T extends z.ZodType>(schema: T, doc: VariableDoc): T => {
  variableDocs.add(schema as z.ZodType, doc);
  return schema;
};
const count = (min: number, max: number) => `an integer ${min}..${max}`;

/**
 * Every environment variable, in the order of the README's table, which is printed from here
 * (readme-table.ts; tests/server/docs/readme.test.ts compares the two). Each parses one variable
 * alone; the rules between variables are config.ts's.
 */
export const ENV_SCHEMA = z.object({
  PORT: variable(port.default(3000), { default: '`3000`', meaning: 'HTTP port', expects: count(0, 65535) }),
  HOST: variable(z.string().default('0.0.0.0'), {
    default: '`0.0.0.0`',
    meaning: 'listen address (also of `METRICS_PORT`)',
  }),
  NODE_ENV: variable(z.string().optional(), {
    default: 'unset',
    meaning:
      '`production`: `JWT_SECRET` is required and GraphQL introspection is for ADMIN and API keys only; `test`: logs are silent by default and `PASSWORD_HASH_COST=test` is allowed',
  }),
  DATABASE_URL: variable(z.string().optional(), {
    default: 'unset: the embedded PostgreSQL in `DATA_DIR`',
    meaning:
      'a PostgreSQL server (`postgres://user:pass@host:5432/db`; TLS as `?sslmode=verify-full`), or PgBouncer in transaction mode in front of it',
  }),
  DATABASE_DIRECT_URL: variable(postgresUrl.optional(), {
    default: '`DATABASE_URL`',
    meaning:
      'PostgreSQL itself, never a pooler in transaction mode: the LISTEN/NOTIFY connection that keeps caches current, the migrations, the seed and the start lock they run under. Needs `DATABASE_URL`; a malformed value, or one it cannot connect to, stops the start with a one-line message',
    expects: 'a PostgreSQL URL (postgres://user:pass@host:5432/db)',
    secret: true,
  }),
  DATABASE_POOL_MAX: variable(integer(1, 1000).default(10), {
    default: '`10`',
    meaning:
      'most pooled connections of this process (1..1000); the budget per process is in [operations](docs/operations.md)',
    expects: count(1, 1000),
  }),
  SHUTDOWN_DRAIN_MS: variable(integer(0, 60_000).default(0), {
    default: '`0`',
    meaning:
      'after SIGTERM, how long `/readyz` answers 503 while requests are still served, so that a load balancer takes the process out before it stops listening (0..60000; `deploy/` uses 3000)',
    expects: count(0, 60_000),
  }),
  DATA_DIR: variable(z.string().default('.data'), {
    default: '`.data`',
    meaning: 'embedded database, mail outbox, generated JWT secret',
  }),
  EMBEDDED_PG_PORT: variable(port.optional(), {
    default: 'a free port',
    meaning: 'port of the embedded PostgreSQL (loopback only)',
    expects: count(0, 65535),
  }),
  DEMO_DATA: variable(boolean.optional(), {
    default: '`true` without `DATABASE_URL`, else `false`',
    meaning: 'seed the demo catalogue, regions and accounts',
    expects: 'true or false',
  }),
  E2E_FIXTURES: variable(boolean.default(false), {
    default: '`false`',
    meaning:
      "also seed the browser suite's test accounts (`forced.change@example.com`, …); ignored without `DEMO_DATA`",
    expects: 'true or false',
  }),
  JWT_SECRET: variable(
    z
      .string()
      .refine((secret) => Buffer.byteLength(secret) >= 32)
      .optional(),
    {
      default: 'outside production: generated once into `DATA_DIR/jwt-secret`; in production: required',
      meaning: 'token signing key (HS256), at least 32 bytes; give every process the same',
      expects: 'at least 32 bytes',
      secret: true,
    },
  ),
  APP_URL: variable(z.string().optional(), {
    default: '`http://localhost:$PORT`',
    meaning: 'base of the links in e-mails',
  }),
  SMTP_URL: variable(z.string().optional(), {
    default: 'unset: `.eml` files in `DATA_DIR/outbox`',
    meaning: 'outgoing mail server (`smtp://user:pass@host:587`)',
  }),
  MAIL_FROM: variable(z.string().default('no-reply@localhost'), {
    default: '`no-reply@localhost`',
    meaning: "the sender's address",
  }),
  MAIL_FROM_NAME: variable(z.string().default(DEFAULT_APP_NAME), {
    default: `\`${DEFAULT_APP_NAME}\` (the app's name)`,
    meaning: "the sender's display name",
  }),
  INCI_LOCALES: variable(locales.default([...DEFAULT_INCI_LOCALES]), {
    default: `\`${DEFAULT_INCI_LOCALES.join(',')}\``,
    meaning: 'locales whose screens show INCI data',
    expects: 'a comma-separated list of known locales (de_DE,en_GB)',
  }),
  INCI_SOURCE: variable(z.string().optional(), {
    default: 'unset: the INCI data the app ships (`server/db/seed/catalogue`)',
    meaning:
      'a JSON file that "reload all" on admin/inci-management imports (format in [operations](docs/operations.md))',
  }),
  TRUST_PROXY: variable(trustProxy.default(false), {
    default: '`false`',
    meaning:
      'the proxies in front of the app, whose `X-Forwarded-For`, `X-Forwarded-Proto` and `X-Request-Id` are believed: a hop count (`1` for one load balancer; `true` means `1`) or their addresses and CIDR ranges (`10.0.0.0/8,127.0.0.1`); needed behind a load balancer for per-address throttling and for HSTS (sent over HTTPS only); while off, the first request carrying `X-Forwarded-For` logs a warning',
    expects: 'false, a hop count 0..10 or a list of proxy addresses/CIDR ranges',
  }),
  LOG_LEVEL: variable(z.string().optional(), {
    default: '`info` (`silent` when `NODE_ENV=test`)',
    meaning: 'pino log level',
  }),
  SQL_DEBUG: variable(boolean.default(false), {
    default: '`false`',
    meaning: 'log every SQL statement',
    expects: 'true or false',
  }),
  CLIENT_DIR: variable(z.string().default('dist/client'), {
    default: '`dist/client`',
    meaning: 'the built client the server serves; when the folder does not exist, the server serves the API only',
  }),
  PDF_WORKERS: variable(
    integer(1, 1000).default(() => Math.min(2, os.availableParallelism())),
    {
      default: 'min(2, CPU cores)',
      meaning: 'worker threads rendering program PDFs off the event loop',
      expects: count(1, 1000),
    },
  ),
  PDF_QUEUE: variable(integer(0, 1000).default(64), {
    default: '`64`',
    meaning:
      'PDFs that may wait for a free worker; one more is refused at once: 503 `SERVICE_UNAVAILABLE` (`ERROR_SERVER_BUSY`, `Retry-After: 1`)',
    expects: count(0, 1000),
  }),
  PASSWORD_HASH_COST: variable(z.enum(['standard', 'test']).default('standard'), {
    default: '`standard`',
    meaning:
      "`test`: argon2's smallest parameters for new hashes (suites that hash thousands of times); refused unless `NODE_ENV=test`",
    expects: 'standard or test',
  }),
  API_KEY_RATE_LIMIT: variable(integer(1, 1_000_000).default(600), {
    default: '`600`',
    meaning: 'requests per minute per integrator API key, counted across processes (then 429 with `Retry-After`)',
    expects: count(1, 1_000_000),
  }),
  SHARE_LINK_DAYS: variable(integer(1, 3650).default(90), {
    default: '`90`',
    meaning:
      "days a program's share link (the client's own page, `/shared/<token>`) stays valid after it is made; then 404",
    expects: count(1, 3650),
  }),
  HTTP_REQUEST_TIMEOUT_MS: variable(integer(100, 600_000).default(30_000), {
    default: '`30000`',
    meaning:
      'longest a client may take to send a whole request, headers and body (100..600000); then 408 and the connection closed. Only receiving is timed: slow answers (PDFs) are not cut',
    expects: count(100, 600_000),
  }),
  HTTP_HEADERS_TIMEOUT_MS: variable(integer(100, 600_000).default(10_000), {
    default: '`10000`',
    meaning:
      "longest a client may take to send a request's headers (100..600000, at most `HTTP_REQUEST_TIMEOUT_MS`); then 408",
    expects: count(100, 600_000),
  }),
  METRICS_TOKEN: variable(z.string().min(16).optional(), {
    default: 'unset: no `/metrics` route (404)',
    meaning: 'bearer token (at least 16 characters) of `GET /metrics` (Prometheus)',
    expects: 'at least 16 characters',
    secret: true,
  }),
  METRICS_PORT: variable(port.optional(), {
    default: 'unset',
    meaning: 'a port of its own serving only `GET /metrics`, without a token (keep it internal)',
    expects: count(0, 65535),
  }),
  ADMIN_EMAIL: variable(z.string().optional(), {
    default: 'unset: asked for',
    meaning: 'e-mail of the first administrator made by `npm run create-admin`',
  }),
  ADMIN_PASSWORD: variable(z.string().optional(), {
    default: 'unset: asked for',
    meaning: 'password of that administrator',
  }),
  OPERATOR_NAME: variable(needed(), {
    default: "outside production: a fictional demo operator's (all `OPERATOR_*`); in production: unset",
    meaning:
      'company or person running the installation, named on the imprint, privacy policy and terms; in production an unset `OPERATOR_*` is logged at start and its place on the legal pages says that the operator has not configured it',
    expects: 'one line of at most 200 characters',
  }),
  OPERATOR_ADDRESS: variable(needed(addressLines), {
    default: 'as `OPERATOR_NAME`',
    meaning: 'postal address without the country, its lines separated by commas (`Beispielstraße 1, 10115 Berlin`)',
    expects: 'lines of at most 200 characters, separated by commas',
  }),
  OPERATOR_COUNTRY: variable(needed(country), {
    default: 'as `OPERATOR_NAME`',
    meaning: "ISO 3166-1 code (`DE`): the address's country and the law the terms apply, named in each page's language",
    expects: 'an ISO 3166-1 alpha-2 country code (DE, PL, GB, …)',
  }),
  OPERATOR_EMAIL: variable(needed(email), {
    default: 'as `OPERATOR_NAME`',
    meaning: 'contact e-mail address (imprint, privacy policy)',
    expects: 'an e-mail address',
  }),
  OPERATOR_PRIVACY_EMAIL: variable(needed(email), {
    default: '`OPERATOR_EMAIL`',
    meaning: 'where the privacy policy sends privacy questions',
    expects: 'an e-mail address',
  }),
  OPERATOR_PHONE: variable(detail(phone), {
    default: 'as `OPERATOR_NAME`',
    meaning: 'contact phone number; `-`: none (this and the next four: `-` leaves the detail out of the pages)',
    expects: 'a phone number',
  }),
  OPERATOR_REPRESENTATIVE: variable(detail(), {
    default: 'as `OPERATOR_NAME`',
    meaning: 'who legally represents the operator (managing director, owner)',
    expects: 'one line of at most 200 characters',
  }),
  OPERATOR_REGISTER: variable(detail(), {
    default: 'as `OPERATOR_NAME`',
    meaning: 'register court and number (`Amtsgericht Berlin-Charlottenburg, HRB 000000`)',
    expects: 'one line of at most 200 characters',
  }),
  OPERATOR_VAT_ID: variable(detail(vatId), {
    default: 'as `OPERATOR_NAME`',
    meaning: 'VAT identification number (`DE123456789`)',
    expects: 'a VAT identification number such as DE123456789',
  }),
  OPERATOR_JURISDICTION: variable(detail(), {
    default: 'as `OPERATOR_NAME`',
    meaning: 'place of jurisdiction named in the terms (`Berlin`)',
    expects: 'one line of at most 200 characters',
  }),
});

export type Env = z.output<typeof ENV_SCHEMA>;
