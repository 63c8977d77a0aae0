import { Readable } from 'node:stream';
import { HeaderMap, type ApolloServer, type HTTPGraphQLRequest } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { cachedPayload } from '../delivery.js';
import type { GraphqlResponseCache } from './response-cache.js';
import { documentLimitRefusal, variablesLimitRefusal, type PreParseRefusal } from './pre-parse.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The GraphQL answer cache (tests observe its size). */
    graphqlResponseCache: GraphqlResponseCache;
  }
}

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

/** The document and variables as sent: a GET's from its query string, a POST's from its JSON body. */
function sentOperation(req: FastifyRequest): { query: unknown; variables: unknown } {
  const source = req.method === 'GET' ? req.query : req.body;
  if (!source || typeof source !== 'object' || Array.isArray(source)) return { query: undefined, variables: undefined };
  const { query, variables } = source as Record<string, unknown>;
  return { query, variables };
}

/** The limits that are checked before Apollo reads the request (pre-parse.ts), in the order of their cost. */
function preParseRefusal(req: FastifyRequest): PreParseRefusal | null {
  const { query, variables } = sentOperation(req);
  return (typeof query === 'string' ? documentLimitRefusal(query) : null) ?? variablesLimitRefusal(variables);
}

/**
 * `/graphql`: Apollo's request pipeline, through its documented integration API
 * (`executeHTTPGraphQLRequest`), as @as-integrations/fastify's handler calls it, after the
 * limits that need no parsing (pre-parse.ts); a cached answer's text goes out as its copy
 * compressed once (response-cache.ts).
 */
export function registerApolloRoute(app: FastifyInstance, apollo: ApolloServer<Ctx>, responseCache: GraphqlResponseCache): void {
  app.decorate('graphqlResponseCache', responseCache);
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/graphql',
    async handler(req, reply) {
      const refused = req.method === 'OPTIONS' ? null : preParseRefusal(req);
      if (refused) {
        app.metrics.graphqlRefusedDocuments.inc({ limit: refused.limit });
        const { message, extensions } = refused.error;
        const body = { errors: [{ message, extensions: { code: extensions.code, errorDataList: extensions.errorDataList } }] };
        return reply.code(400).header('content-type', 'application/json; charset=utf-8').send(`${JSON.stringify(body)}\n`);
      }
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
