import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readTextsHint, type PagePublicSettings } from '../../common/pageHints.js';
import type { Deps } from '../platform/context.js';
import { NOINDEX, registerClient, sendClientPage, textsPreloadHrefs } from '../platform/delivery.js';
import { loggableError } from '../platform/loggable-error.js';
import { requestedLocale } from '../platform/request-locale.js';
import { helmetFor } from '../platform/security-headers.js';
import { publicSettings } from '../modules/languages/language.service.js';
import { sharedPageLive } from '../modules/programs/share-link.service.js';
import { invalidSharedPage } from '../modules/programs/shared-invalid-page.js';
import { translationsVersion } from '../modules/translations/translation.service.js';
import { errorBody } from './errors.js';
import { isApi, routePath } from './route-path.js';

/** A browser's navigation (text/html preferred over JSON), not a GraphQL client's GET. */
const wantsHtml = (accept: string | undefined) =>
  !!accept && accept.includes('text/html') && !accept.startsWith('application/json');

/**
 * A client route: the app's page, preloading the texts the client will fetch first and carrying
 * what Query.publicSettings answers, so the client's start needs no request for either (when they
 * cannot be read, the plain page: the client fetches them itself).
 */
async function sendClientRoute(
  req: FastifyRequest,
  reply: FastifyReply,
  { config, orm }: Deps,
  clientDir: string,
  noindex = false,
): Promise<FastifyReply> {
  let texts: string[] = [];
  let settings: PagePublicSettings | undefined;
  try {
    // Page requests have no request context (only API ones do): a fork of their own.
    const em = orm.em.fork();
    const [version, pageSettings] = await Promise.all([translationsVersion(em), publicSettings(em.fork(), config)]);
    texts = textsPreloadHrefs(req.headers.cookie, req.headers['accept-language'], version);
    settings = pageSettings;
  } catch (error) {
    req.log.warn({ err: loggableError(error) }, 'texts version or settings unavailable: the page goes without them');
  }
  return sendClientPage(reply, clientDir, { preloads: texts, settings, noindex }, req.headers['accept-encoding']);
}

/** The visitor's language: the app's own choice (its texts cookie), else the browser's, else en_GB. */
const visitorLocale = (req: FastifyRequest): string =>
  readTextsHint(req.headers.cookie)?.locales?.[0] ?? requestedLocale(req.headers['accept-language']) ?? 'en_GB';

/**
 * A program's page for its client (`/shared/<token>`, decision 067): the app, which renders it
 * from GET /public/api/shared/<token>, while the link works; else 404 with a page of its own that
 * says in the visitor's language that the link is no longer valid. Never indexed nor stored.
 */
async function sendSharedPage(
  req: FastifyRequest<{ Params: { token: string } }>,
  reply: FastifyReply,
  deps: Deps,
): Promise<FastifyReply> {
  const live = await sharedPageLive(deps, req.ip, req.params.token);
  const { clientDir } = deps.config;
  reply.header('x-robots-tag', NOINDEX);
  if (live && clientDir) return sendClientRoute(req, reply, deps, clientDir, true);
  // The API alone (no built client): the page cannot be served, as every client route.
  if (live) return reply.code(404).header('cache-control', 'no-store').send(errorBody('NOT_FOUND', 'ERROR_NOT_FOUND'));
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(await invalidSharedPage(deps.orm.em.fork(), visitorLocale(req)));
}

/**
 * The built client (CLIENT_DIR): its files, the app's page for every client route, and for a
 * browser opening /graphql the page whose /graphql route is GraphiQL for ADMINs, with the
 * explorer's CSP (Apollo's own landing page, which loads from a CDN, is off). Unknown API paths,
 * and everything without a built client, get 404 in the error format.
 */
export const pagesPlugin = fp(
  async (app) => {
    const { deps } = app;
    const { clientDir } = deps.config;
    const notFound = (reply: FastifyReply) => reply.code(404).send(errorBody('NOT_FOUND', 'ERROR_NOT_FOUND'));
    // Callback-style: the requests it does not concern pass without a promise.
    app.addHook('preHandler', (req, reply, done) => {
      if (req.method !== 'GET' || req.routeOptions.url !== '/graphql' || !wantsHtml(req.headers.accept)) return done();
      if ((req.query as { query?: unknown } | undefined)?.query !== undefined) return done();
      if (!clientDir) return void notFound(reply);
      reply.helmet(helmetFor({ https: req.protocol === 'https', explorer: true }));
      // index.html's Cache-Control (no-cache) comes from the static plugin's setHeaders (platform/delivery.ts).
      void reply.type('text/html').sendFile('index.html');
    });
    app.get('/shared/:token', (req: FastifyRequest<{ Params: { token: string } }>, reply) =>
      sendSharedPage(req, reply, deps),
    );
    if (clientDir) await registerClient(app, clientDir);
    app.setNotFoundHandler((req, reply) => {
      const path = routePath(req);
      if (isApi(path) || path.startsWith('/metrics') || req.method !== 'GET' || !clientDir) return notFound(reply);
      return sendClientRoute(req, reply, deps, clientDir);
    });
  },
  { name: 'pages', fastify: '5.x', dependencies: ['services'] },
);
