import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import { trustedProxies } from './platform/auth/trusted-proxies.js';
import { applyBodyLimits, DEFAULT_BODY_LIMIT } from './platform/body-limits.js';
import { LOG_REDACT_PATHS, LOG_SERIALIZERS, requestIdGenerator } from './platform/observability/request-id.js';
import { usePasswordHashCost } from './modules/auth/password.js';
import { authenticationPlugin } from './app/authentication.js';
import { clientErrorHandler, errorsPlugin, routerErrors } from './app/errors.js';
import { graphqlPlugin } from './app/graphql.js';
import { healthPlugin } from './app/health.js';
import { metricsPlugin } from './app/metrics.js';
import { pagesPlugin } from './app/pages.js';
import { restPlugin } from './app/rest.js';
import { securityHeadersPlugin } from './app/security-headers.js';
import { servicesPlugin } from './app/services.js';

/**
 * How long an idle kept-alive connection stays open: as long as HAProxy keeps the client's
 * (deploy/haproxy.cfg, timeout http-keep-alive), not Fastify's 72 s.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;

/** Longest path parameter (ids, tokens, keys); longer ones get 414 ERROR_URL_TOO_LONG. */
export const MAX_PARAM_LENGTH = 500;

export interface BuildAppOptions {
  config: Config;
  orm: MikroORM;
  /** Reuse a built schema (tests build many apps). */
  schema?: GraphQLSchema;
  /** Called before the routes are registered, so that its hooks see them (tests observe answers). */
  beforeRoutes?: (app: FastifyInstance) => void;
  /** Where log lines go instead of stdout (tests read the log). */
  logStream?: { write(line: string): void };
}

/**
 * Builds the app without listening (main.ts listens, tests call `app.inject()`): one plugin per
 * concern (server/app/), registered in the order their hooks run.
 */
export async function buildApp({
  config,
  orm,
  schema,
  beforeRoutes,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  usePasswordHashCost(config.passwordHashCost);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: LOG_REDACT_PATHS,
      serializers: LOG_SERIALIZERS,
      ...(logStream ? { stream: logStream } : {}),
    },
    // Larger bodies get 400 ERROR_BODY_TOO_LARGE; the routes that need more say so (body-limits.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A slow client cannot hold a connection: its headers within HTTP_HEADERS_TIMEOUT_MS, the whole
    // request with its body within HTTP_REQUEST_TIMEOUT_MS, else 408 and the connection closed.
    // Both time the receiving only (Node stops the clock once the request is complete): a slow
    // answer, a PDF, is not cut. Node looks every connectionsCheckingInterval (30 s by default).
    requestTimeout: config.httpRequestTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout: config.httpRequestTimeoutMs,
      headersTimeout: config.httpHeadersTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.httpHeadersTimeoutMs / 4))),
    },
    genReqId: requestIdGenerator(config.trustProxy !== false),
    trustProxy: trustedProxies(config.trustProxy),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false } },
    // Requests arriving while the app stops get our own 503 (the health plugin).
    return503OnClosing: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: (error, req, reply) => routerErrors(error, req, reply as FastifyReply),
    clientErrorHandler,
  });

  // Before any route: it gives each its body limit as it is registered.
  applyBodyLimits(app);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(servicesPlugin, { config, orm });
  await app.register(healthPlugin);
  await app.register(metricsPlugin);
  await app.register(authenticationPlugin);
  await app.register(restPlugin, { beforeRoutes });
  await app.register(pagesPlugin);
  await app.register(graphqlPlugin, { schema });
  return app;
}
