import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { execute, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Ctx } from '../context.js';
import type { FastLane } from './fast-lane.js';

/** Compiled operations kept: the client has a few dozen; anything beyond is someone probing. */
const MAX_COMPILED = 500;

type Compiled = CompiledQuery | 'graphql-js';
// The gateway interface's package is Apollo's own dependency, not ours: its types come through Apollo.
type GatewayInterface = ApolloServerOptionsWithGateway<object>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;
type GatewayGraphQLRequestContext = Parameters<GatewayExecutor>[0];

/**
 * Executes operations with graphql-jit instead of graphql-js (issue 16: ~370 fields per page made
 * graphql-js's generic execution the largest share of GraphQL's cost). Apollo still parses,
 * validates (limits, introspection rules), runs the plugins and formats errors; only execution
 * changes. Apollo Server 5 plugs an executor only through its gateway interface.
 */
export class JitGateway implements GatewayInterface {
  private readonly compiled = new Map<string, Compiled>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fastLane?: FastLane,
  ) {}

  async load(): Promise<{ executor: GatewayExecutor }> {
    return { executor: (requestContext) => this.execute(requestContext) };
  }

  onSchemaLoadOrUpdate(callback: (schemaContext: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void): () => void {
    // The schema never changes at run time; Apollo needs it once to validate against.
    callback({ apiSchema: this.schema, coreSupergraphSdl: '' });
    return () => undefined;
  }

  async stop(): Promise<void> {
    this.compiled.clear();
  }

  private async execute(requestContext: GatewayGraphQLRequestContext): Promise<ExecutionResult> {
    const { document, operationName, context } = requestContext;
    const variables = requestContext.request.variables;
    const compiled = this.compile(document, operationName ?? undefined, requestContext.queryHash);
    const graphqlJs = () => execute({ schema: this.schema, document, contextValue: context, variableValues: variables, operationName });
    if (compiled === 'graphql-js') return graphqlJs();
    const result = await compiled.query(undefined, context, variables);
    // No data: the variables were refused before any resolver ran. graphql-js words that refusal
    // as Apollo expects it (BAD_USER_INPUT, its message), and it too refuses before running any.
    if (!('data' in result)) return graphqlJs();
    if (result.errors) return { ...result, errors: result.errors.map(upstreamError) };
    if (requestContext.operation) this.fastLane?.nominate(context as Ctx, compiled, document, requestContext.operation, operationName ?? requestContext.request.operationName);
    return result;
  }

  /** Keyed by the document's hash and operation: Apollo's document store hands the same text the same hash. */
  private compile(document: DocumentNode, operationName: string | undefined, queryHash: string): Compiled {
    const key = `${operationName ?? ''}:${queryHash}`;
    const hit = this.compiled.get(key);
    if (hit) {
      // Least recently used first: a hit moves to the end.
      this.compiled.delete(key);
      this.compiled.set(key, hit);
      return hit;
    }
    let compiled: Compiled;
    try {
      const result = compileQuery(this.schema, document, operationName);
      // A document jit cannot compile is still valid (Apollo validated it): graphql-js runs it.
      compiled = isCompiledQuery(result) ? result : 'graphql-js';
    } catch {
      compiled = 'graphql-js';
    }
    if (this.compiled.size >= MAX_COMPILED) this.compiled.delete(this.compiled.keys().next().value as string);
    this.compiled.set(key, compiled);
    return compiled;
  }
}

/**
 * jit's errors inherit from graphql-js's but leave `extensions` undefined when the original has
 * none (Apollo reads `extensions.code`); rebuilt as graphql-js's own, they format as before.
 */
function upstreamError(error: GraphQLError): GraphQLError {
  const upstream = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions ?? undefined,
  });
  if (error.locations) (upstream as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return upstream;
}
