import type { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
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
 * `/graphql`: Apollo's request pipeline through @as-integrations/fastify's handler, after the
 * limits that need no parsing (pre-parse.ts); a cached answer's text goes out as its copy
 * compressed once (response-cache.ts).
 */
export function registerApolloRoute(
  app: FastifyInstance,
  apollo: ApolloServer<Ctx>,
  responseCache: GraphqlResponseCache,
): void {
  app.decorate('graphqlResponseCache', responseCache);
  const apolloHandler = fastifyApolloHandler(apollo, { context: async (req) => req.ctx });
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/graphql',
    preHandler(req, reply, done) {
      // The integration reads the query string through a URL built on the Host header, whose
      // parser refuses a malformed host (`[x`, `a b`): refused here (400), not thrown (500).
      if (!URL.canParse(req.url, `${req.protocol}://${req.hostname}/`)) {
        return void reply
          .code(400)
          .send({ code: 'BAD_REQUEST', errorDataList: [{ translationKey: 'ERROR_BAD_REQUEST' }] });
      }
      const refused = req.method === 'OPTIONS' ? null : preParseRefusal(req);
      if (!refused) return done();
      app.metrics.graphqlRefusedDocuments.inc({ limit: refused.limit });
      const { message, extensions } = refused.error;
      const body = {
        errors: [{ message, extensions: { code: extensions.code, errorDataList: extensions.errorDataList } }],
      };
      void reply
        .code(400)
        .header('content-type', 'application/json; charset=utf-8')
        .send(`${JSON.stringify(body)}\n`);
    },
    async handler(req, reply) {
      const answer: unknown = await apolloHandler.call(this, req, reply);
      const cached = typeof answer === 'string' ? responseCache.encoded(answer) : undefined;
      if (!cached) return answer;
      const { payload, encoding } = cachedPayload(cached, req.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      return payload;
    },
  });
}
