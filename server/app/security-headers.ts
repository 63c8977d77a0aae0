import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../platform/observability/request-id.js';
import { HELMET_OPTIONS, helmetFor } from '../platform/security-headers.js';
import { routePath } from './route-path.js';

/**
 * The headers of every answer: helmet's security headers (@fastify/helmet) and the request id;
 * over HTTPS (behind a proxy: TRUST_PROXY and X-Forwarded-Proto) HSTS and the CSP's
 * upgrade-insecure-requests too. And `no-store`, the one place that says it: a user's answers
 * (secured REST, GraphQL) are never stored by browsers or proxies, unless their route says otherwise.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(fastifyHelmet, HELMET_OPTIONS);
    app.addHook('onRequest', (req, reply, done) => {
      reply.header(REQUEST_ID_HEADER, req.id);
      if (req.protocol === 'https') reply.helmet(helmetFor({ https: true }));
      done();
    });
    app.addHook('onSend', (req, reply, payload, done) => {
      const path = routePath(req);
      if (!reply.hasHeader('cache-control') && (path.startsWith('/secured/api/') || path.startsWith('/graphql')))
        reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
