import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fp from 'fastify-plugin';
import type { GraphQLSchema } from 'graphql';
import type { Ctx } from '../platform/context.js';
import { schemaDisclosurePlugin } from '../platform/graphql/disclosure.js';
import { boundedDocumentStore } from '../platform/graphql/document-store.js';
import { makeFormatError } from '../platform/graphql/format-error.js';
import { GRAPHQL_LIMITS, GRAPHQL_PARSE_OPTIONS, limitsFirstRule } from '../platform/graphql/limits.js';
import { GraphqlResponseCache } from '../platform/graphql/response-cache.js';
import { buildAppSchema } from '../platform/graphql/schema.js';
import { JitGateway } from '../platform/graphql/jit-gateway.js';
import { errorStatusPlugin } from '../platform/graphql/status-plugin.js';
import { registerApolloRoute } from '../platform/graphql/apollo-route.js';
import { idempotencyPlugin } from '../platform/idempotency/idempotency-plugins.js';
import { graphqlMetricsPlugin } from '../platform/observability/install-metrics.js';
import { apiKeyScopePlugin } from '../modules/api-keys/api-key.scope.js';
import { RESOLVERS, RESPONSE_CACHE } from '../resolvers.js';

export interface GraphqlOptions {
  /** Reuse a built schema (tests build many apps). */
  schema?: GraphQLSchema;
}

/**
 * `/graphql`: every GraphQL request runs through Apollo Server's pipeline. Limits, the API-key
 * scope, schema disclosure, refusal statuses, idempotency, the answer cache and metrics are
 * Apollo plugins or options; the request's context is the one authentication built.
 */
export const graphqlPlugin = fp<GraphqlOptions>(
  async (app, { schema }) => {
    const { config, metrics } = app.deps;
    const responseCache = new GraphqlResponseCache(RESPONSE_CACHE);
    const appSchema = schema ?? (await buildAppSchema(RESOLVERS));
    const apollo = new ApolloServer<Ctx>({
      // Apollo parses, validates, runs the plugins and formats; graphql-jit executes (decision 071).
      gateway: new JitGateway(appSchema),
      // Catalogue queries are answered from the response cache (responseForOperation) while the
      // catalogue and texts are unchanged; every other plugin still sees those requests.
      plugins: [
        ApolloServerPluginLandingPageDisabled(),
        // Its per-field hook made Apollo wrap every resolver of every operation; no-store is the security-headers plugin's.
        ApolloServerPluginCacheControlDisabled(),
        fastifyApolloDrainPlugin(app),
        apiKeyScopePlugin,
        schemaDisclosurePlugin(config.production),
        errorStatusPlugin,
        idempotencyPlugin,
        responseCache.plugin(),
        graphqlMetricsPlugin(metrics),
      ],
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
  },
  { name: 'graphql', fastify: '5.x', dependencies: ['services', 'authentication'] },
);
