import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import {
  execute,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type OperationDefinitionNode,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type Compiled = CompiledQuery | 'graphql-js';
// The gateway interface's package is Apollo's own dependency, not ours: its types come through Apollo.
type GatewayInterface = ApolloServerOptionsWithGateway<object>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;
type GatewayGraphQLRequestContext = Parameters<GatewayExecutor>[0];

/**
 * Executes operations with graphql-jit instead of graphql-js (about 385 fields in a my-mixtures page made
 * graphql-js's generic execution the largest share of GraphQL's cost). Apollo still parses,
 * validates (limits, introspection rules), runs the plugins and formats errors; only execution
 * changes. Apollo Server 5 plugs an executor only through its gateway interface.
 */
export class JitGateway implements GatewayInterface {
  /**
   * Each operation's compiled form, by its node in the document. Apollo's document store keeps one
   * parsed and validated document per query text (bounded, least recently used dropped) and hands
   * the same object for the same text: what is compiled from it lives exactly as long as it does.
   */
  private readonly compiled = new WeakMap<OperationDefinitionNode, Compiled>();
  /** Operations run once so far (by graphql-js). */
  private readonly seenOnce = new WeakSet<OperationDefinitionNode>();

  constructor(private readonly schema: GraphQLSchema) {}

  async load(): Promise<{ executor: GatewayExecutor }> {
    return { executor: (requestContext) => this.executeOperation(requestContext) };
  }

  onSchemaLoadOrUpdate(
    callback: (schemaContext: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void,
  ): () => void {
    // The schema never changes at run time; Apollo needs it once to validate against.
    callback({ apiSchema: this.schema, coreSupergraphSdl: '' });
    return () => undefined;
  }

  async stop(): Promise<void> {}

  private async executeOperation(requestContext: GatewayGraphQLRequestContext): Promise<ExecutionResult> {
    const { document, operationName, context, operation } = requestContext;
    const variables = requestContext.request.variables;
    const graphqlJs = () =>
      execute({ schema: this.schema, document, contextValue: context, variableValues: variables, operationName });
    // No operation resolved (an unknown name, or none given for several): graphql-js words the
    // refusal as Apollo expects it, from the name as sent (the context's is the resolved one, null).
    if (!operation)
      return execute({
        schema: this.schema,
        document,
        contextValue: context,
        variableValues: variables,
        operationName: requestContext.request.operationName,
      });
    const compiled = this.compile(document, operation, operationName ?? undefined);
    if (compiled === 'graphql-js') return graphqlJs();
    const result = await compiled.query(undefined, context, variables);
    // No data: the variables were refused before any resolver ran. graphql-js words that refusal
    // as Apollo expects it (BAD_USER_INPUT, its message), and it too refuses before running any.
    if (!('data' in result)) return graphqlJs();
    if (result.errors) return { ...result, errors: result.errors.map(upstreamError) };
    return result;
  }

  private compile(
    document: DocumentNode,
    operation: OperationDefinitionNode,
    operationName: string | undefined,
  ): Compiled {
    const hit = this.compiled.get(operation);
    if (hit) return hit;
    // Compiled on its second run: a document sent once (anyone may send new ones) is not worth
    // compiling, which costs several of its runs; the client's documents come back.
    if (!this.seenOnce.has(operation)) {
      this.seenOnce.add(operation);
      return 'graphql-js';
    }
    let compiled: Compiled;
    try {
      const result = compileQuery(this.schema, document, operationName);
      // A document jit cannot compile is still valid (Apollo validated it): graphql-js runs it.
      compiled = isCompiledQuery(result) ? result : 'graphql-js';
    } catch {
      compiled = 'graphql-js';
    }
    this.compiled.set(operation, compiled);
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
