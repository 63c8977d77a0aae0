import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Config } from './config.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AccountStateCache } from './platform/auth/account-state.js';
import { authenticate, authenticateCached } from './platform/auth/guard.js';
import { TokenService } from './platform/auth/tokens.js';
import { RequestCtx, type Ctx, type Deps } from './platform/context.js';
import { requestedLocale } from './platform/request-locale.js';
import { watchDataVersions } from './platform/data-versions.js';
import { NOTIFIER_STATEMENT_TAG, Notifier, registerNotifier } from './platform/notifier.js';
import { healthRoutes } from './platform/health.js';
import { untrustedProxyWarning } from './platform/auth/proxy-warning.js';
import { trustedProxies } from './platform/auth/trusted-proxies.js';
import { EXPLORER_CSP, HSTS_HEADER, HSTS_VALUE, HTTPS_CSP, SECURITY_HEADERS, withHttpsOnlyDirectives } from './platform/security-headers.js';
import { errorHeaders, PlatformErrors, serviceUnavailable, type ErrorBody, type ErrorKey } from './platform/errors.js';
import { asAppError } from './platform/known-errors.js';
import { applyBodyLimits, DEFAULT_BODY_LIMIT } from './platform/body-limits.js';
import { makeFormatError } from './platform/graphql/format-error.js';
import { buildAppSchema } from './platform/graphql/schema.js';
import { GraphqlResponseCache } from './platform/graphql/response-cache.js';
import { registerApolloRoute } from './platform/graphql/apollo-route.js';
import { errorStatusPlugin } from './platform/graphql/status-plugin.js';
import { noStorePlugin } from './platform/graphql/no-store-plugin.js';
import { GRAPHQL_LIMITS, GRAPHQL_PARSE_OPTIONS, limitsFirstRule } from './platform/graphql/limits.js';
import { boundedDocumentStore } from './platform/graphql/document-store.js';
import { schemaDisclosurePlugin } from './platform/graphql/disclosure.js';
import { idempotencyPlugin, registerIdempotency } from './platform/idempotency/idempotency-plugins.js';
import { JitGateway } from './platform/graphql/jit-gateway.js';
import { loggableError } from './platform/loggable-error.js';
import { LOG_REDACT_PATHS, LOG_SERIALIZERS, REQUEST_ID_HEADER, requestIdGenerator } from './platform/observability/request-id.js';
import { Mailer, senderOf } from './platform/mail/mailer.js';
import { RESOLVERS, RESPONSE_CACHE } from './resolvers.js';
import { WorkerPool } from './platform/pdf/worker-pool.js';
import { programPdfWorkerFile } from './modules/programs/program-pdf.pool.js';
import { usePasswordHashCost } from './modules/auth/password.js';
import { REST_ROUTES } from './routes.js';
import { apiKeyScopePlugin } from './modules/api-keys/api-key.scope.js';
import { authenticateApiKey, startApiKeys } from './modules/api-keys/api-keys.js';
import { registerClient, registerCompression, sendClientPage, textsPreloadHref } from './platform/delivery.js';
import { translationsVersion } from './modules/translations/translation.service.js';
import { publicSettings } from './modules/languages/language.service.js';
import type { PagePublicSettings } from '../common/pageHints.js';
import { registerOpenApi } from './platform/openapi/openapi.js';
import { APP_VERSION } from './modules/system/system.routes.js';
import { Metrics } from './platform/observability/metrics.js';
import { graphqlMetricsPlugin, metricsRoute, observeDatabasePool, observeHttp } from './platform/observability/install-metrics.js';
import { readRows } from './platform/read-sql.js';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
  interface FastifyInstance {
    /** The PDF worker threads (tests observe them). */
    pdfPool: WorkerPool;
    /** The Prometheus registry (main.ts serves it on METRICS_PORT too). */
    metrics: Metrics;
    /** From now on /readyz answers 503 (main.ts calls it on SIGTERM, before closing). */
    startDraining(): void;
  }
}

/**
 * How long an idle kept-alive connection stays open: as long as HAProxy keeps the client's
 * (deploy/haproxy.cfg, timeout http-keep-alive), not Fastify's 72 s.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;

/** Longest path parameter (ids, tokens, keys); longer ones get 414 ERROR_URL_TOO_LONG. */
export const MAX_PARAM_LENGTH = 500;

const API_PREFIXES = ['/public/api/', '/secured/api/', '/api/', '/graphql'];
const isApi = (url: string) => API_PREFIXES.some((p) => url.startsWith(p)) || url === '/graphql';

/**
 * The path a request is decided by: its matched route, as the router matched it (percent-decoded:
 * `/%67raphql` is `/graphql`), or for an unmatched one its decoded path. Never the raw URL, which
 * a client can spell so that a hook looking at it skips the request its route then serves.
 */
function routePath(req: FastifyRequest): string {
  if (req.routeOptions.url !== undefined) return req.routeOptions.url;
  const path = req.url.split('?', 1)[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function errorBody(code: ErrorBody['code'], translationKey: ErrorKey, param?: string): ErrorBody {
  return { code, errorDataList: [param ? { translationKey, param } : { translationKey }] };
}

/** Fastify's own refusals (parsing, limits, content type) in the error format. */
function frameworkError(error: FastifyError): { status: number; body: ErrorBody } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 400, body: errorBody('BAD_REQUEST', 'ERROR_BODY_TOO_LARGE') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 400, body: errorBody('BAD_REQUEST', 'ERROR_UNSUPPORTED_MEDIA_TYPE') };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: errorBody('BAD_REQUEST', 'ERROR_MALFORMED_JSON') };
    case 'FST_ERR_VALIDATION':
      return { status: 400, body: errorBody('BAD_REQUEST', 'ERROR_BAD_REQUEST') };
  }
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return { status: 400, body: errorBody('BAD_REQUEST', 'ERROR_MALFORMED_JSON') };
  }
  if (error.statusCode === 413) return { status: 400, body: errorBody('BAD_REQUEST', 'ERROR_BODY_TOO_LARGE') };
  return null;
}

/** Refusals made by the router before any hook runs (bad URL encoding, over-long parameter). */
function routerError(error: FastifyError): { status: number; body: ErrorBody } {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return { status: 414, body: errorBody('BAD_REQUEST', 'ERROR_URL_TOO_LONG') };
  if (error.code === 'FST_ERR_BAD_URL') return { status: 400, body: errorBody('BAD_REQUEST', 'ERROR_BAD_URL') };
  return { status: 500, body: errorBody('INTERNAL', 'ERROR_GENERIC') };
}

/**
 * Requests Node's HTTP parser refuses (headers or URL too large, malformed request line, unknown
 * method): answered on the socket in the error format, with the security headers.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, key]: [number, ErrorKey] =
    error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'ERROR_HEADERS_TOO_LARGE']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'ERROR_BAD_REQUEST']
        : error.code === 'HPE_INVALID_METHOD' ? [405, 'ERROR_METHOD_NOT_ALLOWED']
          : [400, 'ERROR_BAD_REQUEST'];
  const body = JSON.stringify(errorBody('BAD_REQUEST', key));
  const headers = { ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
}

/** The single-page app's shell, for every client route. */
// index.html's Cache-Control (no-cache) comes from the static plugin's setHeaders (platform/delivery.ts).
const sendClientApp = (reply: FastifyReply) => reply.type('text/html').sendFile('index.html');

/**
 * A client route: the app's page, preloading the texts the client will fetch first (when the
 * version cannot be read, the plain page: the client fetches them itself).
 */
async function sendClientRoute(req: FastifyRequest, reply: FastifyReply, config: Config, orm: MikroORM): Promise<FastifyReply> {
  let texts: string | null = null;
  let settings: PagePublicSettings | undefined;
  try {
    // Page requests have no request context (only API ones do): a fork of their own.
    const em = orm.em.fork();
    // What Query.publicSettings answers goes in too, so the client's start needs no request for it.
    const [version, pageSettings] = await Promise.all([translationsVersion(em), publicSettings(em.fork(), config)]);
    texts = textsPreloadHref(req.headers.cookie, req.headers['accept-language'], version);
    settings = pageSettings;
  } catch (error) {
    req.log.warn({ err: loggableError(error) }, 'texts version or settings unavailable: the page goes without them');
  }
  return sendClientPage(reply, config.clientDir!, { preloads: texts ? [texts] : [], settings }, req.headers['accept-encoding']);
}

/** A browser's navigation (text/html preferred over JSON), not a GraphQL client's GET. */
const wantsHtml = (accept: string | undefined) => !!accept && accept.includes('text/html') && !accept.startsWith('application/json');

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

/** A 5xx answer names its request id, so that a user's report can be found in the log. */
function withRequestId(status: number, body: ErrorBody, requestId: unknown): ErrorBody & { requestId?: string } {
  return status >= 500 ? { ...body, requestId: String(requestId) } : body;
}

/** Builds the app without listening: main.ts listens, tests call `app.inject()`. */
export async function buildApp({ config, orm, schema, beforeRoutes, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  usePasswordHashCost(config.passwordHashCost);
  const app = Fastify({
    logger: { level: config.logLevel, redact: LOG_REDACT_PATHS, serializers: LOG_SERIALIZERS, ...(logStream ? { stream: logStream } : {}) },
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
    // Requests arriving while the app stops get our own 503 (onRequest below).
    return503OnClosing: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: (error, req, reply) => {
      const { status, body } = routerError(error);
      void (reply as FastifyReply).code(status).headers(SECURITY_HEADERS).header(REQUEST_ID_HEADER, String(req.id)).send(withRequestId(status, body, req.id));
    },
    clientErrorHandler,
  });

  // Before any route: it gives each its body limit as it is registered.
  applyBodyLimits(app);

  // One LISTEN connection serves every cache that NOTIFY keeps current, on PostgreSQL itself
  // (DATABASE_DIRECT_URL); its heartbeat's markers go through the pool, as other processes' changes do.
  const notifier = new Notifier(config.databaseDirectUrl ?? orm.config.get('clientUrl')!, {
    log: (level, message) => app.log[level](message),
    publish: (channel, payload) => orm.em.getConnection().execute(`${NOTIFIER_STATEMENT_TAG} select pg_notify(?, ?)`, [channel, payload]),
  });
  const metrics = new Metrics();
  const apiKeys = await startApiKeys(orm.em, notifier, config.apiKeyRateLimit, (err) => app.log.warn({ err: loggableError(err) }, 'API key usage not written'));
  const deps: Deps = {
    config,
    orm,
    tokens: new TokenService(config.jwtSecret),
    accounts: new AccountStateCache({ query: (sql, params) => readRows<Record<string, unknown>>({ orm, config }, 'accountState', sql, params).then((rows) => ({ rows })) }, notifier),
    mailer: new Mailer({ smtpUrl: config.smtpUrl, from: senderOf(config.mailFrom, config.mailFromName), dataDir: config.dataDir, onResult: (sent) => metrics.mails.inc({ outcome: sent ? 'sent' : 'failed' }) }),
    pdfPool: new WorkerPool({
      filename: programPdfWorkerFile,
      threads: config.pdfWorkers,
      queue: config.pdfQueue,
      observe: (seconds, ok) => metrics.pdfRenders.observe({ outcome: ok ? 'ok' : 'error' }, seconds),
    }),
    log: app.log,
    apiKeys,
    metrics,
  };
  observeDatabasePool(metrics, orm);
  metrics.observePdfQueue({ running: () => deps.pdfPool.runningNow, waiting: () => deps.pdfPool.waiting });
  observeHttp(app, metrics);
  metricsRoute(app, metrics, config.metricsToken);
  app.decorate('metrics', metrics);
  await deps.accounts.listen();
  const stopWatchingVersions = await watchDataVersions(orm.em, notifier);
  const unregisterNotifier = registerNotifier(orm.em, notifier);
  await notifier.start();
  app.addHook('onClose', async () => {
    stopWatchingVersions();
    await apiKeys.stop();
    unregisterNotifier();
    await notifier.close();
    deps.mailer.close();
    await deps.pdfPool.close();
  });
  app.decorate('pdfPool', deps.pdfPool);

  // Stopping (SIGTERM): requests under way finish; new ones are refused and their connection closed,
  // so that a load balancer sends them to another process.
  let closing = false;
  let draining = false;
  app.decorate('startDraining', () => void (draining = true));
  app.addHook('preClose', (done) => {
    closing = true;
    draining = true;
    done();
  });

  // Security headers: helmet's, computed once (no nonces), set on every answer; HSTS only over
  // HTTPS (behind a proxy: TRUST_PROXY and X-Forwarded-Proto), as browsers ignore it otherwise.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    reply.header(REQUEST_ID_HEADER, req.id);
    if (req.protocol === 'https') reply.header(HSTS_HEADER, HSTS_VALUE).header('content-security-policy', HTTPS_CSP);
    if (closing) {
      const refusal = serviceUnavailable();
      return void reply.code(503).headers({ ...errorHeaders(refusal), connection: 'close' }).send(withRequestId(503, refusal.toBody(), req.id));
    }
    done();
  });

  // A user's answers are never stored by browsers or proxies.
  app.addHook('onSend', (req, reply, payload, done) => {
    // Stopping: the connection ends with this answer, so that closing does not wait for idle clients.
    if (closing) reply.header('connection', 'close');
    const path = routePath(req);
    if (!reply.hasHeader('cache-control') && (path.startsWith('/secured/api/') || (path.startsWith('/graphql') && req.ctx?.user))) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  app.decorateRequest('ctx', null as unknown as Ctx);
  const warnUntrustedProxy = untrustedProxyWarning(config.trustProxy !== false, app.log);
  app.addHook('onRequest', (req, _reply, done) => {
    if (!isApi(routePath(req))) return done();
    warnUntrustedProxy(req.headers);
    const ctx = new RequestCtx(deps, String(req.id), req.ip, req.log, requestedLocale(req.headers['accept-language']));
    req.ctx = ctx;
    // An API key is decided first: its principal, or 401/403/429 before anything runs.
    if (authenticateApiKey(deps.apiKeys, req, (user) => (ctx.user = user), done)) return;
    // Most requests are decided from caches at once; only the others wait for the database.
    const known = authenticateCached(ctx, req.headers.authorization);
    if (known !== undefined) {
      ctx.user = known;
      return done();
    }
    authenticate(ctx, req.headers.authorization).then((user) => {
      ctx.user = user;
      done();
    }, done);
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const expected = asAppError(error);
    if (expected?.code === 'SERVICE_UNAVAILABLE' && expected.errorDataList[0]?.translationKey === PlatformErrors.serviceUnavailable) {
      req.log.warn({ err: loggableError(error) }, 'database unreachable');
    }
    if (expected) return reply.code(expected.status).headers(errorHeaders(expected)).send(withRequestId(expected.status, expected.toBody(), req.id));
    const known = frameworkError(error);
    if (known) return reply.code(known.status).send(known.body);
    req.log.error({ err: loggableError(error) }, 'unexpected error');
    return reply.code(500).send(withRequestId(500, errorBody('INTERNAL', 'ERROR_GENERIC'), req.id));
  });

  await app.register(healthRoutes, { pingDatabase: () => orm.em.execute('select 1'), listening: () => notifier.connected, draining: () => draining });

  // A browser opening /graphql gets the app, whose /graphql route is GraphiQL for ADMINs, with the
  // explorer's CSP; Apollo's own landing page (which loads from a CDN) is off.
  // Callback-style hooks (here and below): the requests they do not concern pass without a promise.
  app.addHook('preHandler', (req, reply, done) => {
    if (req.method !== 'GET' || req.routeOptions.url !== '/graphql' || !wantsHtml(req.headers.accept)) return done();
    if ((req.query as { query?: unknown } | undefined)?.query !== undefined) return done();
    if (!config.clientDir) return void reply.code(404).send(errorBody('NOT_FOUND', 'ERROR_NOT_FOUND'));
    sendClientApp(reply.header('content-security-policy', req.protocol === 'https' ? withHttpsOnlyDirectives(EXPLORER_CSP) : EXPLORER_CSP));
  });

  // Before the routes: its onSend hook compresses their answers.
  await registerCompression(app);
  // Before the routes too: it collects them as they are registered.
  registerOpenApi(app, APP_VERSION);
  beforeRoutes?.(app);
  // Before the routes too: a create's Idempotency-Key goes on the request's context.
  registerIdempotency(app);
  for (const routes of REST_ROUTES) await app.register(routes);

  const responseCache = new GraphqlResponseCache(RESPONSE_CACHE);
  const apollo = new ApolloServer<Ctx>({
    // Apollo parses, validates and formats; graphql-jit executes.
    gateway: new JitGateway(schema ?? (await buildAppSchema(RESOLVERS))),
    // Catalogue queries are answered from the response cache (responseForOperation) while the
    // catalogue and texts are unchanged; every other plugin still sees those requests.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), noStorePlugin, fastifyApolloDrainPlugin(app), apiKeyScopePlugin, schemaDisclosurePlugin(config.production), errorStatusPlugin, idempotencyPlugin, responseCache.plugin(), graphqlMetricsPlugin(metrics)],
    // The route refuses over-long documents, names, strings and variables before Apollo reads them
    // (pre-parse.ts); the token limit stops parsing too; the other limits are a first pass of
    // validation that stops there (limitsFirstRule), and validation stops after a few errors.
    parseOptions: GRAPHQL_PARSE_OPTIONS,
    validationRules: [limitsFirstRule((limit) => metrics.graphqlRefusedDocuments.inc({ limit }))],
    validationOptions: { maxErrors: GRAPHQL_LIMITS.validationErrors },
    // The client sends whole documents; a store of hashes would keep whatever anyone registers.
    persistedQueries: false,
    documentStore: boundedDocumentStore(),
    // A cached answer's text is kept with it: a hit is not serialised again.
    stringifyResult: responseCache.stringifyResult,
    formatError: makeFormatError(),
    includeStacktraceInErrorResponses: false,
    // main.ts stops the whole app on SIGTERM (requests under way first); Apollo stops with it.
    stopOnTerminationSignals: false,
    // Allowed by role in schemaDisclosurePlugin (ADMIN only in production).
    introspection: true,
    csrfPrevention: true,
  });
  await apollo.start();
  registerApolloRoute(app, apollo, responseCache);

  if (config.clientDir) {
    await registerClient(app, config.clientDir);
  }

  // Unknown API paths get 404 in the error format; anything else is a client route (SPA).
  app.setNotFoundHandler((req, reply) => {
    const path = routePath(req);
    if (isApi(path) || path.startsWith('/metrics') || req.method !== 'GET' || !config.clientDir) {
      return reply.code(404).send(errorBody('NOT_FOUND', 'ERROR_NOT_FOUND'));
    }
    return sendClientRoute(req, reply, config, orm);
  });

  return app;
}
