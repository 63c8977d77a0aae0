import type { FastifyInstance, preParsingHookHandler } from 'fastify';
import { badRequest, PlatformErrors } from './errors.js';

/**
 * Request body limits sized to real use (issue 34): Fastify refuses a larger body while it
 * arrives, before parsing it, with 400 ERROR_BODY_TOO_LARGE (decision 007). Every route takes
 * the default unless listed; each listed limit is about twice the largest valid body of its route
 * (the schemas' maxima with two-byte characters, as Ukrainian texts are), which
 * tests/server/security/body-limits.test.ts builds and measures.
 */
const KIB = 1024;

/** Logins, forms, searches, a translation (10,000 characters and a comment: 24 kB). */
export const DEFAULT_BODY_LIMIT = 64 * KIB;

/** By `METHOD path` as the route is declared. */
export const ROUTE_BODY_LIMITS: Readonly<Record<string, number>> = {
  // 100 indicators, 151 product lines, 101 comments of 2,000 characters: 419 kB.
  'POST /secured/api/skincareprogram': 1024 * KIB,
  // 22 texts of 10,000 characters with comments, 11 links, 10,000 evaluations: 859 kB.
  'POST /secured/api/admin/product': 2048 * KIB,
  'POST /secured/api/admin/skin-indicator': 2048 * KIB,
  // 5,000 product ids: 55 kB.
  'PUT /secured/api/local-admin/products/availability': 128 * KIB,
  'PUT /secured/api/local-admin/products/disallowed': 128 * KIB,
  // As before: GraphQL's own limits (document 32,768 characters, variables 131,072) refuse in
  // GraphQL's error format and before any parsing of the document; this only stops what is
  // larger than anything they could let through, for anyone, signed in or not.
  'POST /graphql': 1024 * KIB,
};

/**
 * A caller that is not signed in gets the default limit on the secured routes above too: its
 * request is refused anyway (by the route's role check), so it may not make the server read a
 * large body first. Decided by the declared length, before a byte of the body is read; a body
 * without one is refused.
 */
const anonymousLimit: preParsingHookHandler = (req, _reply, payload, done) => {
  if (req.ctx?.user) return done(null, payload);
  const { 'content-length': declared, 'transfer-encoding': chunked } = req.headers;
  if (declared === undefined && chunked === undefined) return done(null, payload);
  if (declared !== undefined && Number(declared) <= DEFAULT_BODY_LIMIT) return done(null, payload);
  done(badRequest(PlatformErrors.bodyTooLarge));
};

/**
 * Gives each route registered from now on its limit. Register before the routes: an onRoute
 * hook sees only the routes added after it.
 */
export function applyBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const limits = methods
      .map((method) => ROUTE_BODY_LIMITS[`${method} ${route.url}`])
      .filter((limit) => limit !== undefined);
    if (limits.length === 0) return;
    route.bodyLimit = Math.max(...limits);
    if (!route.url.startsWith('/secured/')) return;
    const hooks =
      route.preParsing === undefined ? [] : Array.isArray(route.preParsing) ? route.preParsing : [route.preParsing];
    route.preParsing = [anonymousLimit, ...hooks];
  });
}
