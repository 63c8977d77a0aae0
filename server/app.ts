import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { GraphQLSchema } from 'graphql';
import type { Config } from './config.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AccountStateCache } from './platform/auth/account-state.js';
import { authenticate, authenticateCached } from './platform/auth/guard.js';
import { TokenService } from './platform/auth/tokens.js';
import { RequestCtx, type Ctx, type Deps } from './platform/context.js';
import { watchDataVersions } from './platform/data-versions.js';
import { Notifier, registerNotifier } from './platform/notifier.js';
import type { ErrorBody } from './platform/errors.js';
import { asAppError } from './platform/known-errors.js';
import { RETRY_AFTER_SECONDS } from './platform/outage.js';
import { makeFormatError } from './platform/graphql/format-error.js';
import { buildAppSchema } from './platform/graphql/schema.js';
import { installResponseCache } from './platform/graphql/response-cache.js';
import { errorStatusPlugin } from './platform/graphql/status-plugin.js';
import { CATALOGUE_QUERY_FIELDS, catalogueCacheScope } from './modules/catalogue/catalogue.service.js';
import { Mailer } from './platform/mail/mailer.js';
import { REST_ROUTES } from './routes.js';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
}

/** Largest accepted request body; larger ones get 400 ERROR_BODY_TOO_LARGE. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * The headers helmet sets, with a CSP that allows only our own origin. They are the same for
 * every answer, so they are computed once instead of running helmet's middleware per request.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  })({} as never, collector as never, () => {});
  return Object.freeze(headers);
})();

const API_PREFIXES = ['/public/api/', '/secured/api/', '/graphql'];
const isApi = (url: string) => API_PREFIXES.some((p) => url.startsWith(p)) || url === '/graphql';

function errorBody(code: ErrorBody['code'], translationKey: string, param?: string): ErrorBody {
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

export interface BuildAppOptions {
  config: Config;
  orm: MikroORM;
  /** Reuse a built schema (tests build many apps). */
  schema?: GraphQLSchema;
}

/** Builds the app without listening: main.ts listens, tests call `app.inject()`. */
export async function buildApp({ config, orm, schema }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false } },
    return503OnClosing: true,
  });

  // One LISTEN connection serves every cache that NOTIFY keeps current.
  const notifier = new Notifier(orm.config.get('clientUrl')!, (level, message) => app.log[level](message));
  const deps: Deps = {
    config,
    orm,
    tokens: new TokenService(config.jwtSecret),
    accounts: new AccountStateCache({ query: (sql, params) => orm.em.execute(sql, params as never[]).then((rows) => ({ rows: rows as Record<string, unknown>[] })) }, notifier),
    mailer: new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    log: app.log,
  };
  await deps.accounts.listen();
  const stopWatchingVersions = await watchDataVersions(orm.em, notifier);
  const unregisterNotifier = registerNotifier(orm.em, notifier);
  await notifier.start();
  app.addHook('onClose', async () => {
    stopWatchingVersions();
    unregisterNotifier();
    await notifier.close();
    deps.mailer.close();
  });

  // Security headers: helmet's, computed once (no nonces), set on every answer.
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });

  app.decorateRequest('ctx', null as unknown as Ctx);
  app.addHook('onRequest', (req, _reply, done) => {
    if (!isApi(req.url)) return done();
    const ctx = new RequestCtx(deps, String(req.id), req.ip);
    req.ctx = ctx;
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
    if (expected?.code === 'SERVICE_UNAVAILABLE') {
      req.log.warn({ err: error, requestId: req.id }, 'database unreachable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    }
    if (expected) return reply.code(expected.status).send(expected.toBody());
    const known = frameworkError(error);
    if (known) return reply.code(known.status).send(known.body);
    req.log.error({ err: error, requestId: req.id }, 'unexpected error');
    return reply.code(500).send(errorBody('INTERNAL', 'ERROR_GENERIC'));
  });

  app.get('/healthz', async (_req, reply) => {
    await orm.em.execute('select 1');
    return reply.send({ status: 'ok' });
  });

  for (const routes of REST_ROUTES) await app.register(routes);

  // Catalogue queries are answered from cached bytes while the catalogue and texts are unchanged.
  const responseCache = installResponseCache(app, { rootFields: CATALOGUE_QUERY_FIELDS, scope: catalogueCacheScope });
  const apollo = new ApolloServer<Ctx>({
    schema: schema ?? (await buildAppSchema()),
    plugins: [fastifyApolloDrainPlugin(app), errorStatusPlugin, responseCache],
    formatError: makeFormatError((err) => app.log.error({ err }, 'unexpected GraphQL error')),
    includeStacktraceInErrorResponses: false,
    introspection: !config.production,
    csrfPrevention: true,
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), { context: async (req) => req.ctx });

  if (config.clientDir) {
    await app.register(fastifyStatic, { root: config.clientDir, wildcard: false, index: false });
  }

  // Unknown API paths get 404 in the error format; anything else is a client route (SPA).
  app.setNotFoundHandler((req, reply) => {
    if (isApi(req.url) || req.method !== 'GET' || !config.clientDir) {
      return reply.code(404).send(errorBody('NOT_FOUND', 'ERROR_NOT_FOUND'));
    }
    return reply.type('text/html').sendFile('index.html', { maxAge: 0 });
  });

  return app;
}
