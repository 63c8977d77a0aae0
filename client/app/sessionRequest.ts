import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { endsSession } from './errors.js';
import { graphqlRequest } from './graphqlRequest.js';
import type { SessionStore } from './session.js';

/**
 * A GraphQL operation sent with the session's token (when valid). An UNAUTHENTICATED answer to
 * a request that carried a token logs out, as Apollo's error link does for Apollo operations.
 */
export async function sessionRequest<TData, TVariables>(
  session: SessionStore,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  options: { keepSessionOnUnauthenticated?: boolean } = {},
): Promise<TData> {
  const token = session.getToken();
  try {
    return await graphqlRequest(document, variables, { token });
  } catch (error) {
    if (endsSession(!!token, { error }, options.keepSessionOnUnauthenticated))
      void session.logout({ callServer: false });
    throw error;
  }
}
