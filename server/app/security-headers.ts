import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../platform/observability/request-id.js';
import { HSTS_HEADER, HSTS_VALUE, HTTPS_CSP, SECURITY_HEADERS } from '../platform/security-headers.js';
import { routePath } from './route-path.js';

/**
 * The headers of every answer: helmet's security headers and the request id; HSTS only over
 * HTTPS (behind a proxy: TRUST_PROXY and X-Forwarded-Proto), as browsers ignore it otherwise.
 * And `no-store`, the one place that says it: a user's answers (secured REST, GraphQL) are never
 * stored by browsers or proxies, unless their route says otherwise.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (req, reply, done) => {
      reply.headers(SECURITY_HEADERS);
      reply.header(REQUEST_ID_HEADER, req.id);
      if (req.protocol === 'https') reply.header(HSTS_HEADER, HSTS_VALUE).header('content-security-policy', HTTPS_CSP);
      done();
    });
    app.addHook('onSend', (req, reply, payload, done) => {
      const path = routePath(req);
      if (!reply.hasHeader('cache-control') && (path.startsWith('/secured/api/') || path.startsWith('/graphql'))) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
