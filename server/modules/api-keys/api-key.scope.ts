import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { ApiKeyDeps, Ctx } from '../../platform/context.js';
import { forbidden, type AppError } from '../../platform/errors.js';
import { rootFieldNames } from '../../platform/graphql/limits.js';
import { CATALOGUE_QUERY_FIELDS } from '../catalogue/snapshot/catalogue-cache-scope.js';
import { API_KEY_ERRORS, apiKeyErrors } from './api-key.errors.js';
import { apiKeyOf } from './api-key.secret.js';

/**
 * What an API key may reach: the catalogue only. REST: the catalogue bundle and the
 * GraphQL endpoint; GraphQL: queries of the catalogue's root fields (products, indicators, INCI,
 * their evaluations, suggestions), plus introspection. Anything else answers 403.
 */
export const API_KEY_ROUTES: ReadonlySet<string> = new Set([
  'GET /secured/api/dataForEvaluations',
  'GET /graphql',
  'POST /graphql',
]);
export const API_KEY_ROOT_FIELDS: ReadonlySet<string> = new Set([
  ...CATALOGUE_QUERY_FIELDS,
  '__typename',
  '__schema',
  '__type',
]);

export const isApiKey = (user: AuthUser | null | undefined): boolean => !!user?.apiKeyId;

const outOfScope = () => forbidden(API_KEY_ERRORS.OUT_OF_SCOPE);

/**
 * Decides a request that carries an API key before anything else runs: 401 for a malformed,
 * unknown or revoked key, 403 outside the key's routes, 429 over its rate; else its principal.
 * Synchronous when the key is cached and its process holds a permit of the rate limit (nearly
 * always), so a key costs what a token costs.
 */
export function admitApiKey(
  gate: ApiKeyDeps,
  headers: Record<string, string | string[] | undefined>,
  route: string,
): AuthUser | AppError | Promise<AuthUser | AppError> | undefined {
  const secret = apiKeyOf(headers);
  if (secret === undefined) return undefined;
  const decide = (principal: AuthUser | null): AuthUser | AppError | Promise<AuthUser | AppError> => {
    if (!principal) return apiKeyErrors.invalid();
    if (!API_KEY_ROUTES.has(route)) return outOfScope();
    // Names follow `Accept-Language` as for every caller (RequestCtx.locale); en_GB otherwise.
    const admitted = (wait: number | null): AuthUser | AppError =>
      wait !== null ? apiKeyErrors.rateLimited(wait) : principal;
    const wait = gate.usage.admit(principal.apiKeyId!);
    return wait instanceof Promise ? wait.then(admitted) : admitted(wait);
  };
  const cached = gate.registry.resolveCached(secret);
  return cached !== undefined ? decide(cached) : gate.registry.resolve(secret).then(decide);
}

/** GraphQL: a key's operation is a query of catalogue root fields only (403 before any resolver). */
export const apiKeyScopePlugin: ApolloServerPlugin<Ctx> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation, document }) {
        if (!isApiKey(contextValue.user) || !operation) return;
        const fragments = new Map(
          document.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [[d.name.value, d] as const] : [])),
        );
        const fields = rootFieldNames(operation.selectionSet, (name) => fragments.get(name));
        if (operation.operation === 'query' && fields.every((f) => API_KEY_ROOT_FIELDS.has(f))) return;
        const refusal = outOfScope();
        throw new GraphQLError(refusal.message, {
          originalError: refusal,
          extensions: { ...refusal.toBody(), http: { status: 403, headers: new HeaderMap() } },
        });
      },
    };
  },
};
