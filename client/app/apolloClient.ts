import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { acceptLanguageHeader } from '../i18n/requestLanguage.js';
import { catalogueTypePolicies } from '../features/catalogue/catalogueTypePolicies.js';
import { translationTypePolicies } from '../features/translations/useTranslationList.js';
import { endsSession } from './errors.js';

declare module '@apollo/client' {
  interface DefaultContext {
    /** Set on an operation whose UNAUTHENTICATED answer must not log the user out (token refresh). */
    keepSessionOnUnauthenticated?: boolean;
  }
}

export interface ApolloSessionHooks {
  /** The token to send, or null when there is no valid one. */
  getToken: () => string | null;
  /** Called when the server answers UNAUTHENTICATED (an expired or revoked token). */
  onUnauthenticated: () => void;
}

/**
 * The Apollo client: adds `Accept-Language` (the header's language), `Authorization: Bearer <token>`
 * while there is a valid token, and logs out when the server answers UNAUTHENTICATED to a request that carried one.
 */
export function createApolloClient(session: ApolloSessionHooks, uri = '/graphql'): ApolloClient {
  // Names the server builds follow the language chosen in the header, not the account's.
  const languageLink = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers }) => ({ headers: { ...headers, ...acceptLanguageHeader() } }));
    return forward(operation);
  });

  const authLink = new ApolloLink((operation, forward) => {
    const token = session.getToken();
    if (token) {
      operation.setContext(({ headers }) => ({ headers: { ...headers, authorization: `Bearer ${token}` } }));
    }
    return forward(operation);
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    const context = operation.getContext();
    const sentToken = !!(context.headers as Record<string, string> | undefined)?.authorization;
    if (endsSession(sentToken, { error }, context.keepSessionOnUnauthenticated)) session.onUnauthenticated();
  });

  return new ApolloClient({
    link: ApolloLink.from([errorLink, languageLink, authLink, new HttpLink({ uri })]),
    cache: new InMemoryCache({
      typePolicies: {
        ...catalogueTypePolicies,
        ...translationTypePolicies,
        Query: { fields: { ...catalogueTypePolicies.Query?.fields, ...translationTypePolicies.Query?.fields } },
      },
    }),
  });
}
