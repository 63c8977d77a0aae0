import { Readable } from 'node:stream';
import { HeaderMap, type ApolloServer, type HTTPGraphQLRequest } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { cachedPayload } from '../delivery.js';
import type { GraphqlResponseCache } from './response-cache.js';

/** The request as Apollo reads it (what @as-integrations/fastify builds, without its per-request URL parse for POST). */
function apolloRequest(req: FastifyRequest): HTTPGraphQLRequest {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // Only a GET carries the operation in its query string; Apollo reads `search` for GET only.
  const search = req.method === 'GET' ? new URL(req.url, 'http://localhost/').search : '';
  return { method: req.method.toUpperCase(), headers, search, body: req.body };
}

/**
 * `/graphql`: Apollo's request pipeline, through its documented integration API
 * (`executeHTTPGraphQLRequest`), as @as-integrations/fastify's handler calls it; a cached
 * answer's text goes out as its copy compressed once (response-cache.ts).
 */
export function registerApolloRoute(app: FastifyInstance, apollo: ApolloServer<Ctx>, responseCache: GraphqlResponseCache): void {
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/graphql',
    async handler(req, reply) {
      const { headers, status, body } = await apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest: apolloRequest(req), context: async () => req.ctx });
      for (const [name, value] of headers) reply.header(name, value);
      reply.code(status ?? 200);
      if (body.kind === 'chunked') return reply.send(Readable.from(body.asyncIterator));
      const cached = responseCache.encoded(body.string);
      if (!cached) return body.string;
      const { payload, encoding } = cachedPayload(cached, req.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      return payload;
    },
  });
}
