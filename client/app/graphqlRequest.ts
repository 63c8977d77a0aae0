import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

export const GRAPHQL_URL = '/graphql';

/** A GraphQL answer with `errors` (or a failed HTTP exchange); `errors[0].extensions` holds the error body. */
export class GraphQLRequestError extends Error {
  constructor(
    readonly errors: readonly { message?: string; extensions?: Record<string, unknown> }[],
    readonly status: number,
  ) {
    super(
      errors
        .map((e) => e.message)
        .filter(Boolean)
        .join('\n') || `GraphQL request failed (${status})`,
    );
    this.name = 'GraphQLRequestError';
  }
}

const printed = new WeakMap<object, string>();

/**
 * One GraphQL operation over fetch, typed by the generated document. Used where Apollo's cache
 * is not needed (login, password flows, token refresh, public settings), so the login route
 * does not load Apollo. Rejects with a GraphQLRequestError on any error.
 */
export async function graphqlRequest<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  options: { token?: string | null; fetchFn?: typeof fetch } = {},
): Promise<TData> {
  let query = printed.get(document);
  if (!query) {
    query = print(document);
    printed.set(document, query);
  }
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json;q=0.9',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const fetchFn = options.fetchFn ?? fetch.bind(globalThis);
  const response = await fetchFn(GRAPHQL_URL, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: variables ?? {} }),
  });
  let body: { data?: TData | null; errors?: GraphQLRequestError['errors'] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new GraphQLRequestError([], response.status);
  }
  if (Array.isArray(body.errors) && body.errors.length > 0) throw new GraphQLRequestError(body.errors, response.status);
  if (!response.ok || !body.data) throw new GraphQLRequestError([], response.status);
  return body.data;
}
